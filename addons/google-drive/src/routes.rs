//! The admin endpoints (README.md, "Admin endpoints"). The host has checked the session, the nonce
//! of state changes and the capability of each path before a request gets here.

use hearken_addon::{HttpRequest, HttpResponse, Value, data, json, settings, storage};

use crate::google::{self, CREDENTIALS, FOLDER, Failure, REVOKED, TOKENS};
use crate::sheet;
use crate::util::{challenge, encode, form, token};
use hearken_addon::clock::now;

/// Google's scopes: Drive, and who the account is. Google's Picker would grant `drive.file` access
/// to the folder picked; the add-on's own picker cannot, and `drive.file` alone may not add a sheet
/// to a folder the app did not make, so it asks for `drive` (README.md, "Decisions").
const SCOPES: &str = "https://www.googleapis.com/auth/drive openid email";
/// How long a sign-in may take between the consent URL and the callback.
const FLOW_SECS: i64 = 600;
/// Ids an export call takes at once.
const EXPORT_BATCH: usize = 100;

fn ok(body: Value) -> Result<HttpResponse, String> {
    Ok(HttpResponse::json(200, &body))
}

fn error(status: u16, code: &str, message: &str) -> Result<HttpResponse, String> {
    Ok(HttpResponse::error(status, code, message, json!({})))
}

fn invalid(field: &str, message: &str) -> Result<HttpResponse, String> {
    Ok(HttpResponse::error(
        422,
        "invalid",
        message,
        json!({ field: message }),
    ))
}

/// The answer for a failure on Google's side.
fn failed(failure: Failure) -> Result<HttpResponse, String> {
    match failure {
        Failure::NotConnected => error(
            409,
            "not_connected",
            "Google Drive is not connected. Sign in with Google in Settings → Google Drive first.",
        ),
        other => error(502, "google_error", &other.text()),
    }
}

pub fn handle(request: &HttpRequest) -> Result<HttpResponse, String> {
    let path = request.path.trim_end_matches('/');
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["connection"]) => connection(),
        ("PUT", ["credentials"]) => save_credentials(request),
        ("POST", ["auth-url"]) => auth_url(request),
        ("GET", ["oauth", "callback"]) => callback(request),
        ("POST", ["disconnect"]) => disconnect(),
        ("GET", ["folders"]) => folders(request),
        ("POST", ["folder"]) => choose_folder(request),
        ("DELETE", ["folder"]) => remove_folder(),
        ("POST", ["surveys", id, "sheet"]) => match id.parse() {
            Ok(id) => make_sheet(id),
            Err(_) => error(404, "not_found", "No such survey."),
        },
        ("POST", ["surveys", id, "export"]) => match id.parse() {
            Ok(id) => export(id, request),
            Err(_) => error(404, "not_found", "No such survey."),
        },
        _ => error(404, "not_found", "No such Google Drive endpoint."),
    }
}

fn connection() -> Result<HttpResponse, String> {
    let state = settings::get()?["google_drive"].clone();
    let creds = google::credentials()?;
    let connected = storage::get(TOKENS)?.is_some() && state["connected"] == Value::Bool(true);
    let folder: Option<Value> = storage::get_json(FOLDER)?;
    ok(json!({
        "connected": connected,
        "label": state["label"].as_str().unwrap_or(""),
        "date": state["date"].as_i64(),
        "folder": if connected { folder } else { None },
        "client_id": creds.client_id,
        "has_client_secret": !creds.client_secret.is_empty(),
        "revoked": storage::get(REVOKED)?.is_some(),
    }))
}

fn save_credentials(request: &HttpRequest) -> Result<HttpResponse, String> {
    let Ok(body) = request.json::<Value>() else {
        return error(400, "invalid_body", "The body is a JSON object.");
    };
    let mut creds = google::credentials()?;
    let client_id = body["client_id"].as_str().unwrap_or("").trim();
    if client_id.is_empty() || client_id.len() > 300 || client_id.contains(char::is_whitespace) {
        return invalid(
            "client_id",
            "Enter the OAuth client ID from the Google Cloud console (up to 300 characters, no spaces).",
        );
    }
    match body["client_secret"].as_str().map(str::trim) {
        Some(secret) if !secret.is_empty() => {
            if secret.len() > 300 {
                return invalid(
                    "client_secret",
                    "The client secret is at most 300 characters.",
                );
            }
            creds.client_secret = secret.to_owned();
        }
        _ if creds.client_secret.is_empty() => {
            return invalid(
                "client_secret",
                "Enter the OAuth client secret from the Google Cloud console.",
            );
        }
        _ => {}
    }
    creds.client_id = client_id.to_owned();
    storage::set_json(CREDENTIALS, &creds)?;
    ok(json!({"client_id": creds.client_id, "has_client_secret": true}))
}

/// Where a finished sign-in sends the browser: the settings tab or a survey's editor.
fn return_page(to: &str) -> Option<String> {
    if to == "settings" {
        return Some("/admin/settings/google-drive".into());
    }
    let id: u64 = to.strip_prefix("survey_")?.parse().ok()?;
    Some(format!("/admin/surveys/edit/{id}/notifications"))
}

fn auth_url(request: &HttpRequest) -> Result<HttpResponse, String> {
    let refuse = |message: &str| ok(json!({"success": false, "message": message}));
    let body: Value = request.json().unwrap_or(Value::Null);
    let to = body["return"].as_str().unwrap_or("");
    if return_page(to).is_none() {
        return refuse("'return' is 'settings' or 'survey_{id}'.");
    }
    let creds = google::credentials()?;
    if creds.client_id.is_empty() || creds.client_secret.is_empty() {
        return refuse("Enter the OAuth client ID and secret first.");
    }
    let Some(origin) = request
        .headers
        .get("origin")
        .filter(|o| o.starts_with("http://") || o.starts_with("https://"))
    else {
        return refuse("The request came without an Origin header.");
    };
    let redirect_uri = format!(
        "{}/api/v1/addons/google-drive/oauth/callback",
        origin.trim_end_matches('/')
    );
    let verifier = token(48)?;
    let state = token(24)?;
    // Flows nobody finished go when a new one starts.
    for key in storage::keys("flow/")? {
        if let Some(flow) = storage::get_json::<Value>(&key)?
            && flow["created"].as_i64().unwrap_or(0) + FLOW_SECS < now()
        {
            storage::delete(&key)?;
        }
    }
    storage::set_json(
        &format!("flow/{state}"),
        &json!({
            "verifier": verifier,
            "return": to,
            "user": request.user,
            "redirect_uri": redirect_uri,
            "created": now(),
        }),
    )?;
    let e = google::endpoints()?;
    let url = format!(
        "{}?{}",
        e.auth,
        form(&[
            ("client_id", &creds.client_id),
            ("redirect_uri", &redirect_uri),
            ("response_type", "code"),
            ("scope", SCOPES),
            ("access_type", "offline"),
            ("prompt", "consent"),
            ("include_granted_scopes", "true"),
            ("state", &state),
            ("code_challenge", &challenge(&verifier)),
            ("code_challenge_method", "S256"),
        ])
    );
    ok(json!({"success": true, "data": url}))
}

fn redirect(to: &str, outcome: &str) -> Result<HttpResponse, String> {
    let mut response = HttpResponse::json(302, &json!({}));
    response
        .headers
        .insert("location".into(), format!("{to}?google_drive={outcome}"));
    response
        .headers
        .insert("cache-control".into(), "no-store".into());
    Ok(response)
}

fn callback(request: &HttpRequest) -> Result<HttpResponse, String> {
    let state = request.query_param("state").unwrap_or_default();
    let flow: Option<Value> = if state.is_empty() || state.len() > 64 || state.contains('/') {
        None
    } else {
        storage::get_json(&format!("flow/{state}"))?
    };
    let Some(flow) = flow else {
        return redirect("/admin/settings/google-drive", "error");
    };
    // One use, whatever happens next.
    storage::delete(&format!("flow/{state}"))?;
    let back = return_page(flow["return"].as_str().unwrap_or("settings"))
        .unwrap_or_else(|| "/admin/settings/google-drive".into());
    let fresh = flow["created"].as_i64().unwrap_or(0) + FLOW_SECS >= now();
    let same_user = flow["user"].as_str() == request.user.as_deref();
    let code = request.query_param("code").unwrap_or_default();
    if !fresh || !same_user || code.is_empty() || request.query_param("error").is_some() {
        return redirect(&back, "error");
    }
    match connect(&flow, &code) {
        Ok(()) => redirect(&back, "connected"),
        Err(failure) => {
            hearken_addon::log::warn(&format!("Google sign-in failed: {}", failure.text()));
            redirect(&back, "error")
        }
    }
}

/// Exchanges the code, learns the account's address, and stores the connection.
fn connect(flow: &Value, code: &str) -> Result<(), Failure> {
    let net = Failure::Network;
    let creds = google::credentials().map_err(net)?;
    let answer = google::token_request(&[
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", flow["redirect_uri"].as_str().unwrap_or("")),
        ("client_id", &creds.client_id),
        ("client_secret", &creds.client_secret),
        ("code_verifier", flow["verifier"].as_str().unwrap_or("")),
    ])?;
    let tokens = google::tokens_of(&answer, "");
    if tokens.refresh_token.is_empty() {
        return Err(Failure::Google {
            status: 400,
            message: "Google gave no refresh token".into(),
        });
    }
    let previous: Option<google::Tokens> = storage::get_json(TOKENS).map_err(Failure::Network)?;
    storage::set_json(TOKENS, &tokens).map_err(Failure::Network)?;
    let e = google::endpoints().map_err(Failure::Network)?;
    let about = match google::call(
        "GET",
        &format!(
            "{}/about?fields={}",
            e.drive,
            encode("user(displayName,emailAddress)")
        ),
        None,
    ) {
        Ok(about) => about,
        Err(failure) => {
            // Back to how it was: a half-made connection is none.
            match previous {
                Some(p) => storage::set_json(TOKENS, &p),
                None => storage::delete(TOKENS),
            }
            .map_err(Failure::Network)?;
            return Err(failure);
        }
    };
    let label = about["user"]["emailAddress"]
        .as_str()
        .or(about["user"]["displayName"].as_str())
        .unwrap_or("")
        .to_owned();
    let state = settings::get().map_err(Failure::Network)?["google_drive"].clone();
    // Another account's folder means nothing to this one.
    let same_account = state["label"].as_str() == Some(label.as_str());
    if !same_account {
        storage::delete(FOLDER).map_err(Failure::Network)?;
    }
    let folder_id = if same_account {
        state["folder_id"].as_str().unwrap_or("").to_owned()
    } else {
        String::new()
    };
    settings::set(
        "google_drive",
        &json!({"connected": true, "label": label, "date": now(), "folder_id": folder_id}),
    )
    .map_err(Failure::Network)?;
    storage::delete(REVOKED).map_err(Failure::Network)?;
    hearken_addon::notifications::withdraw("disconnected").map_err(Failure::Network)?;
    Ok(())
}

fn disconnect() -> Result<HttpResponse, String> {
    if let Some(tokens) = storage::get_json::<google::Tokens>(TOKENS)? {
        let e = google::endpoints()?;
        // Revoking the refresh token ends the whole grant at Google.
        match hearken_addon::http::fetch(
            "POST",
            &e.revoke,
            &[("content-type", "application/x-www-form-urlencoded")],
            &form(&[("token", &tokens.refresh_token)]),
        ) {
            // 400 invalid_token: Google had already forgotten it.
            Ok(answer) if answer.status == 200 || answer.status == 400 => {}
            Ok(answer) => {
                return ok(json!({"success": false, "message": format!(
                    "Google answered {} to the revocation: {}", answer.status, google::error_message(&answer.body)
                )}));
            }
            Err(e) => {
                return ok(
                    json!({"success": false, "message": format!("Google could not be reached: {e}")}),
                );
            }
        }
    }
    storage::delete(TOKENS)?;
    storage::delete(FOLDER)?;
    storage::delete(REVOKED)?;
    settings::set(
        "google_drive",
        &json!({"connected": false, "label": "", "date": null, "folder_id": ""}),
    )?;
    ok(json!({"success": true}))
}

/// A Drive file as the picker shows it.
fn folder_of(file: &Value) -> Value {
    let id = file["id"].as_str().unwrap_or("");
    json!({
        "id": id,
        "name": file["name"].as_str().unwrap_or(""),
        "url": file["webViewLink"].as_str().map(str::to_owned)
            .unwrap_or_else(|| format!("https://drive.google.com/drive/folders/{id}")),
    })
}

fn folders(request: &HttpRequest) -> Result<HttpResponse, String> {
    let e = google::endpoints()?;
    let page = request.query_param("page_token").unwrap_or_default();
    let mut query = vec![
        (
            "q",
            "mimeType='application/vnd.google-apps.folder' and 'me' in owners and trashed=false",
        ),
        ("fields", "nextPageToken,files(id,name,webViewLink)"),
        ("orderBy", "name"),
        ("pageSize", "50"),
    ];
    if !page.is_empty() {
        query.push(("pageToken", &page));
    }
    match google::call("GET", &format!("{}/files?{}", e.drive, form(&query)), None) {
        Ok(list) => ok(json!({
            "folders": list["files"].as_array().map(|fs| fs.iter().map(folder_of).collect::<Vec<_>>()).unwrap_or_default(),
            "next_page_token": list["nextPageToken"].as_str(),
        })),
        Err(failure) => failed(failure),
    }
}

fn choose_folder(request: &HttpRequest) -> Result<HttpResponse, String> {
    let body: Value = request.json().unwrap_or(Value::Null);
    let id = body["folder_id"].as_str().unwrap_or("").trim().to_owned();
    if id.is_empty()
        || id.len() > 200
        || !id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return invalid("folder_id", "Choose a folder of your Google Drive.");
    }
    let e = google::endpoints()?;
    let file = match google::call(
        "GET",
        &format!(
            "{}/files/{}?fields={}",
            e.drive,
            encode(&id),
            encode("id,name,mimeType,webViewLink,trashed")
        ),
        None,
    ) {
        Ok(file) => file,
        Err(Failure::Google { status: 404, .. }) => {
            return invalid(
                "folder_id",
                "That folder is not in your Google Drive any more.",
            );
        }
        Err(failure) => return failed(failure),
    };
    if file["mimeType"] != "application/vnd.google-apps.folder" || file["trashed"] == true {
        return invalid("folder_id", "Choose a folder of your Google Drive.");
    }
    let folder = folder_of(&file);
    storage::set_json(FOLDER, &folder)?;
    let mut state = settings::get()?["google_drive"].clone();
    state["folder_id"] = json!(id);
    settings::set("google_drive", &state)?;
    ok(json!({"success": true, "folder": folder}))
}

fn remove_folder() -> Result<HttpResponse, String> {
    storage::delete(FOLDER)?;
    let mut state = settings::get()?["google_drive"].clone();
    if state.is_object() {
        state["folder_id"] = json!("");
        settings::set("google_drive", &state)?;
    }
    ok(json!({"success": true}))
}

fn make_sheet(survey_id: u64) -> Result<HttpResponse, String> {
    if data::survey(survey_id)?.is_none() {
        return error(404, "not_found", "No such survey.");
    }
    match sheet::ensure(survey_id) {
        Ok(s) => ok(json!({"spreadsheet_id": s.id, "url": s.url})),
        Err(failure) => failed(failure),
    }
}

fn export(survey_id: u64, request: &HttpRequest) -> Result<HttpResponse, String> {
    let body: Value = request.json().unwrap_or(Value::Null);
    let Some(ids) = body["response_ids"]
        .as_array()
        .and_then(|ids| ids.iter().map(Value::as_u64).collect::<Option<Vec<u64>>>())
    else {
        return invalid("response_ids", "response_ids is a list of response ids.");
    };
    if ids.is_empty() || ids.len() > EXPORT_BATCH {
        return invalid("response_ids", "Send 1 to 100 response ids at a time.");
    }
    if data::survey(survey_id)?.is_none() {
        return error(404, "not_found", "No such survey.");
    }
    let sheet = match sheet::ensure(survey_id) {
        Ok(s) => s,
        Err(failure) => return failed(failure),
    };
    let present = match sheet::ids_in(&sheet.id) {
        Ok(p) => p,
        Err(failure) => return failed(failure),
    };
    let mut rows = Vec::new();
    let mut skipped = 0;
    let mut seen = std::collections::HashSet::new();
    for id in ids {
        if present.contains(&id.to_string()) || !seen.insert(id) {
            skipped += 1;
            continue;
        }
        // Only the survey's own responses: an id of another survey is not found here.
        match data::response(survey_id, id)? {
            Some(response) => rows.push(sheet::row(&sheet, &response)),
            None => skipped += 1,
        }
    }
    if !rows.is_empty()
        && let Err(failure) = sheet::append(&sheet.id, &rows)
    {
        return failed(failure);
    }
    ok(json!({"appended": rows.len(), "skipped": skipped, "spreadsheet_id": sheet.id}))
}

#[cfg(test)]
mod tests {
    use super::return_page;

    #[test]
    fn a_sign_in_returns_to_settings_or_a_survey() {
        assert_eq!(
            return_page("settings").as_deref(),
            Some("/admin/settings/google-drive")
        );
        assert_eq!(
            return_page("survey_12").as_deref(),
            Some("/admin/surveys/edit/12/notifications")
        );
        assert_eq!(return_page("survey_x"), None);
        assert_eq!(return_page("https://evil.example/"), None);
    }
}
