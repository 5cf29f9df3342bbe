//! A test add-on whose front ends fill every extension point of API 1.1 (e2e/tests/
//! extension-points.test.mjs). The component only greets the admin page, so that the page shows it
//! reached the add-on through the shell's API client.

use hearken_addon::{Addon, HttpRequest, HttpResponse, export_addon, json};

struct Showcase;

/// What `GET /api/v1/addons/showcase/hello` answers an administrator.
pub const GREETING: &str = "Hello from the Showcase component.";

impl Addon for Showcase {
    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        match (request.method.as_str(), request.path.as_str()) {
            ("GET", "/hello") => Ok(HttpResponse::json(200, &json!({"greeting": GREETING}))),
            _ => Ok(HttpResponse::json(
                404,
                &json!({"code": "not_found", "message": "There is nothing at this address."}),
            )),
        }
    }
}

export_addon!(Showcase);
