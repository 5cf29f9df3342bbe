//! The google-drive add-on (Pro): connects a Google account (OAuth 2.0 with PKCE), lets the
//! administrator choose a Drive folder, makes a spreadsheet per survey and appends every stored
//! response to it. See README.md for Google's requests, the admin endpoints and the delivery rules.

mod google;
mod routes;
mod sheet;
mod util;

use hearken_addon::{Addon, HttpRequest, HttpResponse, Value, export_addon, storage};

use google::Failure;

struct Drive;

impl Addon for Drive {
    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        routes::handle(&request)
    }

    fn response_submitted(event: Value) -> Result<(), String> {
        deliver(&event)
    }

    /// The sheet the add-on made for a survey stays its sheet: an editor that saves the survey
    /// with an older copy of the settings (an empty `spreadsheet_id`) does not unlink it.
    fn validate_survey_settings(mut input: Value) -> Result<Value, String> {
        if let Some(id) = input["survey"]["id"].as_u64()
            && let Some(made) = sheet::stored(id)?
            && input["settings"]["google_drive"].is_object()
        {
            input["settings"]["google_drive"]["spreadsheet_id"] = Value::String(made.id);
        }
        Ok(input)
    }

    fn scheduled_job(job: String) -> Result<(), String> {
        match job.as_str() {
            "prune" => prune(),
            _ => Ok(()),
        }
    }
}

/// Marks of responses being sent: `sent/{response}` is `pending@{time}` from just before the
/// append until it is known to have worked, then `done@{time}`. A call that finds `pending` does
/// not know whether its earlier try reached the sheet, so it looks there first.
fn mark_key(response_id: i64) -> String {
    format!("sent/{response_id}")
}

/// How long a mark is kept: longer than the host's outbox keeps retrying one action (eight tries,
/// about two hours), so a redelivery always finds it.
const MARK_SECS: i64 = 2 * 24 * 3600;

/// Deletes the marks no redelivery can need any more, so storage grows with a day's responses,
/// not with all of them.
fn prune() -> Result<(), String> {
    let cutoff = hearken_addon::clock::now() - MARK_SECS;
    for key in storage::keys("sent/")? {
        let Some(value) = storage::get(&key)? else {
            continue;
        };
        let at: i64 = value
            .rsplit_once('@')
            .and_then(|(_, t)| t.parse().ok())
            .unwrap_or(0);
        if at < cutoff {
            storage::delete(&key)?;
        }
    }
    Ok(())
}

/// Appends one stored response to its survey's sheet, at most once.
fn deliver(event: &Value) -> Result<(), String> {
    let survey = &event["survey"];
    let response = &event["response"];
    let (Some(survey_id), Some(response_id)) = (survey["id"].as_u64(), response["id"].as_i64())
    else {
        return Ok(());
    };
    if survey["settings"]["google_drive"]["enable"] != Value::Bool(true) {
        return Ok(());
    }
    let mark = mark_key(response_id);
    let earlier = storage::get(&mark)?;
    if earlier.as_deref().is_some_and(|m| m.starts_with("done")) {
        return Ok(());
    }
    let outcome = (|| -> Result<(), Failure> {
        let mut sheet = sheet::ensure(survey_id)?;
        if earlier.is_some() && sheet::ids_in(&sheet.id)?.contains(&response_id.to_string()) {
            return Ok(());
        }
        storage::set(&mark, &format!("pending@{}", hearken_addon::clock::now()))
            .map_err(Failure::Network)?;
        let row = sheet::row(&sheet, response);
        match sheet::append(&sheet.id, std::slice::from_ref(&row)) {
            Err(gone) if sheet::is_gone(&gone) => {
                // Deleted at Google: a new sheet takes its place.
                sheet::forget(survey_id).map_err(Failure::Network)?;
                sheet = sheet::ensure(survey_id)?;
                sheet::append(&sheet.id, &[sheet::row(&sheet, response)])
            }
            other => other,
        }
    })();
    match outcome {
        Ok(()) => storage::set(&mark, &format!("done@{}", hearken_addon::clock::now())),
        // The response waits in the host's outbox; its retries go through once an account is
        // connected again.
        Err(failure) => Err(failure.text()),
    }
}

export_addon!(Drive);
