//! A survey's spreadsheet: made once (in the chosen folder through Drive, else in My Drive through
//! Sheets) with a header row, then one row per response, whose first cell is the response id.

use hearken_addon::serde::{Deserialize, Serialize};
use hearken_addon::{Value, data, json, settings, storage};

use crate::google::{self, FOLDER, Failure};
use crate::util::encode;

/// What the add-on keeps of a survey's sheet (`sheet/{survey}`): its id, address, and the question
/// ids of its columns, in order, as the header row was written.
#[derive(Serialize, Deserialize, Clone)]
#[serde(crate = "hearken_addon::serde")]
pub struct Sheet {
    pub id: String,
    pub url: String,
    pub columns: Vec<String>,
}

fn key(survey_id: u64) -> String {
    format!("sheet/{survey_id}")
}

pub fn stored(survey_id: u64) -> Result<Option<Sheet>, String> {
    storage::get_json(&key(survey_id))
}

/// The question ids and titles of a survey, in order.
fn questions(survey: &Value) -> Vec<(String, String)> {
    survey["questions"]
        .as_array()
        .map(|qs| {
            qs.iter()
                .map(|q| {
                    let id = match &q["id"] {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    (id, q["title"].as_str().unwrap_or("").to_owned())
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The survey's sheet, made now when it has none.
pub fn ensure(survey_id: u64) -> Result<Sheet, Failure> {
    let net = Failure::Network;
    if let Some(sheet) = stored(survey_id).map_err(net)? {
        return Ok(sheet);
    }
    let survey = data::survey(survey_id)
        .map_err(Failure::Network)?
        .ok_or_else(|| Failure::Google {
            status: 404,
            message: "no such survey".into(),
        })?;
    let own = settings::survey(survey_id, "google_drive")
        .map_err(Failure::Network)?
        .unwrap_or(Value::Null);
    let name = match own["file_name"].as_str().map(str::trim) {
        Some(n) if !n.is_empty() => n.to_owned(),
        _ => survey["title"]
            .as_str()
            .unwrap_or("Survey responses")
            .to_owned(),
    };
    let e = google::endpoints().map_err(Failure::Network)?;
    let folder: Option<Value> = storage::get_json(FOLDER).map_err(Failure::Network)?;
    let (id, url) = match folder.as_ref().and_then(|f| f["id"].as_str()) {
        Some(folder_id) => {
            let made = google::call(
                "POST",
                &format!("{}/files?fields=id,webViewLink", e.drive),
                Some(&json!({
                    "name": name,
                    "mimeType": "application/vnd.google-apps.spreadsheet",
                    "parents": [folder_id],
                })),
            )?;
            let id = made["id"].as_str().unwrap_or("").to_owned();
            let url = made["webViewLink"].as_str().map(str::to_owned);
            (id, url)
        }
        None => {
            let made = google::call(
                "POST",
                &format!("{}/spreadsheets", e.sheets),
                Some(&json!({"properties": {"title": name}})),
            )?;
            let id = made["spreadsheetId"].as_str().unwrap_or("").to_owned();
            let url = made["spreadsheetUrl"].as_str().map(str::to_owned);
            (id, url)
        }
    };
    if id.is_empty() {
        return Err(Failure::Google {
            status: 502,
            message: "the new spreadsheet came without an id".into(),
        });
    }
    let url = url.unwrap_or_else(|| format!("https://docs.google.com/spreadsheets/d/{id}/edit"));
    let qs = questions(&survey);
    let mut header = vec![json!("Response ID"), json!("Submitted")];
    header.extend(qs.iter().map(|(_, title)| json!(title)));
    header.push(json!("Page"));
    append(&id, &[Value::Array(header)])?;
    let sheet = Sheet {
        id,
        url,
        columns: qs.into_iter().map(|(id, _)| id).collect(),
    };
    storage::set_json(&key(survey_id), &sheet).map_err(Failure::Network)?;
    let mut own = if own.is_object() {
        own
    } else {
        json!({"enable": true, "file_name": ""})
    };
    own["spreadsheet_id"] = json!(sheet.id);
    settings::set_survey(survey_id, "google_drive", &own).map_err(Failure::Network)?;
    Ok(sheet)
}

/// Forgets a survey's sheet (it was deleted at Google): the next response makes a new one.
pub fn forget(survey_id: u64) -> Result<(), String> {
    storage::delete(&key(survey_id))
}

/// One cell of an answer: text and numbers as they are, lists joined, the rest as JSON.
fn cell(value: &Value) -> Value {
    match value {
        Value::Null => json!(""),
        Value::String(_) | Value::Number(_) | Value::Bool(_) => value.clone(),
        Value::Array(items) => json!(
            items
                .iter()
                .map(|v| match v {
                    Value::String(s) => s.clone(),
                    other => other.to_string(),
                })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Value::Object(_) => json!(value.to_string()),
    }
}

/// A response's row in the sheet's columns.
pub fn row(sheet: &Sheet, response: &Value) -> Value {
    let answers = response["answers"].as_array().cloned().unwrap_or_default();
    let answer_of = |qid: &str| {
        answers
            .iter()
            .find(|a| match &a["question_id"] {
                Value::String(s) => s == qid,
                Value::Number(n) => n.as_i64().is_some_and(|n| qid.parse() == Ok(n)),
                _ => false,
            })
            .map(|a| cell(&a["value"]))
            .unwrap_or(json!(""))
    };
    let mut cells = vec![
        json!(response["id"].as_i64().unwrap_or(0).to_string()),
        json!(response["submitted_at"].as_str().unwrap_or("")),
    ];
    cells.extend(sheet.columns.iter().map(|q| answer_of(q)));
    let page = &response["page_submitted"];
    cells.push(json!(
        page["url"].as_str().or(page["link"].as_str()).unwrap_or("")
    ));
    Value::Array(cells)
}

/// Appends rows after the sheet's last one.
pub fn append(spreadsheet_id: &str, rows: &[Value]) -> Result<(), Failure> {
    let e = google::endpoints().map_err(Failure::Network)?;
    google::call(
        "POST",
        &format!(
            "{}/spreadsheets/{}/values/{}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS",
            e.sheets,
            encode(spreadsheet_id),
            encode("A1")
        ),
        Some(&json!({"values": rows})),
    )
    .map(drop)
}

/// Rows of column A read at once: the host hands an add-on at most 1 MiB of an answer, and a
/// window of ids (at most 20 digits, quoted, with a comma) stays well below it.
const WINDOW: usize = 25_000;

/// The windows of column A below the header in a grid of `rows` rows (Sheets refuses a range
/// past the grid), as `(first, last)` rows.
fn windows(rows: usize) -> impl Iterator<Item = (usize, usize)> {
    (2..=rows)
        .step_by(WINDOW)
        .map(move |first| (first, (first + WINDOW - 1).min(rows)))
}

/// The response ids already in the sheet (column A, below the header), read a window at a time
/// until one comes back short.
pub fn ids_in(spreadsheet_id: &str) -> Result<std::collections::HashSet<String>, Failure> {
    let e = google::endpoints().map_err(Failure::Network)?;
    let id = encode(spreadsheet_id);
    let meta = google::call(
        "GET",
        &format!(
            "{}/spreadsheets/{id}?fields={}",
            e.sheets,
            encode("sheets.properties.gridProperties.rowCount")
        ),
        None,
    )?;
    let rows = meta["sheets"][0]["properties"]["gridProperties"]["rowCount"]
        .as_u64()
        .unwrap_or(1000) as usize;
    let mut ids = std::collections::HashSet::new();
    for (first, last) in windows(rows) {
        let answer = google::call(
            "GET",
            &format!(
                "{}/spreadsheets/{id}/values/{}?majorDimension=COLUMNS",
                e.sheets,
                encode(&format!("A{first}:A{last}"))
            ),
            None,
        )?;
        let column = answer["values"][0].as_array().cloned().unwrap_or_default();
        let read = column.len();
        ids.extend(column.into_iter().map(|v| match v {
            Value::String(s) => s,
            other => other.to_string(),
        }));
        if read < last + 1 - first {
            break;
        }
    }
    Ok(ids)
}

/// Is `failure` Google saying the spreadsheet is gone?
pub fn is_gone(failure: &Failure) -> bool {
    matches!(failure, Failure::Google { status: 404, .. })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_a_is_read_in_windows_below_the_header_within_the_grid() {
        assert_eq!(windows(1).count(), 0);
        assert_eq!(windows(1000).collect::<Vec<_>>(), [(2, 1000)]);
        assert_eq!(
            windows(60_000).collect::<Vec<_>>(),
            [(2, 25_001), (25_002, 50_001), (50_002, 60_000)]
        );
    }

    #[test]
    fn a_row_follows_the_header_and_leaves_unanswered_questions_empty() {
        let sheet = Sheet {
            id: "s".into(),
            url: String::new(),
            columns: vec!["q1".into(), "q2".into(), "3".into()],
        };
        let response = hearken_addon::json!({
            "id": 42, "submitted_at": "2026-11-25T10:00:00Z",
            "answers": [
                {"question_id": "q2", "value": ["Red", "Blue"]},
                {"question_id": 3, "value": 9},
            ],
            "page_submitted": {"url": "https://example.com/a", "link": null},
        });
        assert_eq!(
            row(&sheet, &response),
            hearken_addon::json!([
                "42",
                "2026-11-25T10:00:00Z",
                "",
                "Red, Blue",
                9,
                "https://example.com/a"
            ])
        );
    }
}
