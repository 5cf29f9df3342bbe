//! Google's side: the endpoints setting, the stored tokens, OAuth (code exchange, refresh,
//! revocation) and authorised calls to Drive and Sheets, which refresh an expired access token
//! once and treat a refused refresh token as a revoked grant.

use hearken_addon::serde::{Deserialize, Serialize};
use hearken_addon::{Value, http, json, notifications, serde_json, settings, storage};

use hearken_addon::clock::now;

use crate::util::form;

/// Storage keys.
pub const CREDENTIALS: &str = "credentials";
pub const TOKENS: &str = "tokens";
pub const FOLDER: &str = "folder";
pub const REVOKED: &str = "revoked";

/// Where Google's protocols are reached (the `google_drive_endpoints` setting).
pub struct Endpoints {
    pub auth: String,
    pub token: String,
    pub revoke: String,
    pub drive: String,
    pub sheets: String,
}

pub fn endpoints() -> Result<Endpoints, String> {
    let all = settings::get()?;
    let e = &all["google_drive_endpoints"];
    let get = |k: &str| {
        e[k].as_str()
            .map(|s| s.trim_end_matches('/').to_owned())
            .ok_or_else(|| format!("the setting google_drive_endpoints has no {k}"))
    };
    Ok(Endpoints {
        auth: get("auth")?,
        token: get("token")?,
        revoke: get("revoke")?,
        drive: get("drive")?,
        sheets: get("sheets")?,
    })
}

/// The OAuth client the operator registered at Google.
#[derive(Serialize, Deserialize, Default, Clone)]
#[serde(crate = "hearken_addon::serde")]
pub struct Credentials {
    pub client_id: String,
    pub client_secret: String,
}

pub fn credentials() -> Result<Credentials, String> {
    Ok(storage::get_json(CREDENTIALS)?.unwrap_or_default())
}

#[derive(Serialize, Deserialize, Clone)]
#[serde(crate = "hearken_addon::serde")]
pub struct Tokens {
    pub access_token: String,
    /// Unix seconds.
    pub expires_at: i64,
    pub refresh_token: String,
}

/// What went wrong talking to Google.
#[derive(Debug)]
pub enum Failure {
    /// No account is connected (never, disconnected, or the grant was revoked just now).
    NotConnected,
    /// Google answered with an error.
    Google { status: u16, message: String },
    /// Google could not be reached (or the host refused the request).
    Network(String),
}

impl Failure {
    pub fn text(&self) -> String {
        match self {
            Failure::NotConnected => "Google Drive is not connected.".into(),
            Failure::Google { status, message } => {
                format!("Google answered {status}: {message}")
            }
            Failure::Network(e) => format!("Google could not be reached: {e}"),
        }
    }
}

/// The message of Google's error body: OAuth's `{error, error_description}` or the APIs'
/// `{error: {code, message, status}}`.
pub fn error_message(body: &str) -> String {
    let v: Value = serde_json::from_str(body).unwrap_or(Value::Null);
    if let Some(m) = v["error"]["message"].as_str() {
        return m.to_owned();
    }
    match (v["error"].as_str(), v["error_description"].as_str()) {
        (Some(e), Some(d)) => format!("{e}: {d}"),
        (Some(e), None) => e.to_owned(),
        _ => body.chars().take(200).collect(),
    }
}

/// One form POST to the token endpoint.
pub fn token_request(pairs: &[(&str, &str)]) -> Result<Value, Failure> {
    let e = endpoints().map_err(Failure::Network)?;
    let answer = http::fetch(
        "POST",
        &e.token,
        &[
            ("content-type", "application/x-www-form-urlencoded"),
            ("accept", "application/json"),
        ],
        &form(pairs),
    )
    .map_err(Failure::Network)?;
    let body: Value = serde_json::from_str(&answer.body).unwrap_or(Value::Null);
    if answer.status == 200 && body["access_token"].is_string() {
        return Ok(body);
    }
    if matches!(answer.status, 400 | 401) && body["error"] == "invalid_grant" {
        return Err(Failure::NotConnected);
    }
    Err(Failure::Google {
        status: answer.status,
        message: error_message(&answer.body),
    })
}

/// The tokens of a token endpoint's answer (`refresh_token` may be left out on a refresh: the old
/// one stays).
pub fn tokens_of(answer: &Value, refresh_token: &str) -> Tokens {
    Tokens {
        access_token: answer["access_token"].as_str().unwrap_or("").to_owned(),
        expires_at: now() + answer["expires_in"].as_i64().unwrap_or(3600),
        refresh_token: answer["refresh_token"]
            .as_str()
            .unwrap_or(refresh_token)
            .to_owned(),
    }
}

/// A fresh access token: the stored one while it has a minute left, else a refreshed one.
fn access_token(force: bool) -> Result<String, Failure> {
    let tokens: Tokens = storage::get_json(TOKENS)
        .map_err(Failure::Network)?
        .ok_or(Failure::NotConnected)?;
    if !force && tokens.expires_at > now() + 60 {
        return Ok(tokens.access_token);
    }
    let creds = credentials().map_err(Failure::Network)?;
    match token_request(&[
        ("grant_type", "refresh_token"),
        ("refresh_token", &tokens.refresh_token),
        ("client_id", &creds.client_id),
        ("client_secret", &creds.client_secret),
    ]) {
        Ok(answer) => {
            let fresh = tokens_of(&answer, &tokens.refresh_token);
            storage::set_json(TOKENS, &fresh).map_err(Failure::Network)?;
            Ok(fresh.access_token)
        }
        Err(Failure::NotConnected) => {
            revoked().map_err(Failure::Network)?;
            Err(Failure::NotConnected)
        }
        Err(other) => Err(other),
    }
}

/// Google refused the refresh token: the grant is gone. The connection becomes disconnected (the
/// account label stays, so the card can say which account it was) and the drawer says so. The
/// card's `revoked` flag is written last, so whoever sees it also sees the rest.
pub fn revoked() -> Result<(), String> {
    if storage::get(TOKENS)?.is_none() {
        return Ok(());
    }
    storage::delete(TOKENS)?;
    let mut connection = settings::get()?["google_drive"].clone();
    connection["connected"] = json!(false);
    settings::set("google_drive", &connection)?;
    let label = connection["label"].as_str().unwrap_or("");
    let account = if label.is_empty() {
        String::new()
    } else {
        format!(" ({label})")
    };
    notifications::raise(
        &format!("disconnected-{}", now()),
        "Google Drive was disconnected",
        &format!(
            "Google no longer accepts Hearken's access to Google Drive{account}: the access was revoked or has expired. Responses are not sent to Google Sheets until you sign in again; they wait and are sent after you reconnect, and Export sends any that are missing."
        ),
        Some(("Reconnect", "/admin/settings/google-drive")),
    )?;
    storage::set(REVOKED, "true")
}

/// An authorised call to Drive or Sheets: JSON in and out. A 401 refreshes the token once.
pub fn call(method: &str, url: &str, body: Option<&Value>) -> Result<Value, Failure> {
    let mut force = false;
    loop {
        let token = access_token(force)?;
        let bearer = format!("Bearer {token}");
        let mut headers = vec![
            ("authorization", bearer.as_str()),
            ("accept", "application/json"),
        ];
        let text = body.map(Value::to_string).unwrap_or_default();
        if body.is_some() {
            headers.push(("content-type", "application/json"));
        }
        let answer = http::fetch(method, url, &headers, &text).map_err(Failure::Network)?;
        if answer.status == 401 && !force {
            force = true;
            continue;
        }
        if !(200..300).contains(&answer.status) {
            return Err(Failure::Google {
                status: answer.status,
                message: error_message(&answer.body),
            });
        }
        return serde_json::from_str(&answer.body).map_err(|e| Failure::Google {
            status: answer.status,
            message: format!("an answer that is not JSON ({e})"),
        });
    }
}
