//! Exports (spec 001 §7, Pro): the general report (one row per response, one column per question)
//! and the per-question report (response, date, answer, comments), as CSV or XLSX. Both read the
//! responses in keyset pages of [`PAGE`] rows and hand the bytes on as they are made, so memory
//! stays flat however many responses a survey has: CSV chunks go straight into the HTTP body; XLSX
//! is written by rust_xlsxwriter in constant-memory mode to a temporary file that is then streamed.

use std::io::{Seek, SeekFrom, Write};

use bytes::Bytes;
use serde_json::Value;
use tokio::sync::mpsc;

use super::DayRange;
use crate::{
    error::{Error, Result},
    on_db,
    responses::answers::{display_text, id_key},
    storage::Db,
    surveys::model::{Question, Survey},
    time::SiteZone,
};

/// Responses read per query.
pub const PAGE: i64 = 1000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
}

#[derive(Debug, Clone)]
pub enum Report {
    General,
    Question(Box<Question>),
}

pub struct Export {
    pub survey: Survey,
    pub report: Report,
    pub range: Option<DayRange>,
    pub format: Format,
    /// Submission times are written with the site's offset, and `range` is of its days.
    pub zone: SiteZone,
}

/// One cell of a row. CSV writes each as its text; XLSX keeps numbers as numbers and the
/// submission time as a date, so that a spreadsheet sums, averages and sorts them as such.
#[derive(Debug, Clone, PartialEq)]
enum Cell {
    Text(String),
    Number(f64),
    /// A time as the site's wall clock: `text` for CSV, `local` (seconds of that wall clock as if
    /// it were UTC) for XLSX, which has no zones.
    Time {
        text: String,
        local: i64,
    },
}

impl Cell {
    /// Text is defused (an answer is a visitor's); a number or a time cannot hold a formula.
    fn text(text: String) -> Cell {
        Cell::Text(safe_cell(text))
    }

    /// An answer's value: a JSON number stays a number.
    fn answer(value: &Value) -> Cell {
        match value.as_f64() {
            Some(n) if value.is_number() => Cell::Number(n),
            _ => Cell::text(display_text(value)),
        }
    }

    fn csv(&self) -> String {
        match self {
            Cell::Text(t) | Cell::Time { text: t, .. } => t.clone(),
            Cell::Number(n) if n.fract() == 0.0 && n.abs() < 9e15 => (*n as i64).to_string(),
            Cell::Number(n) => n.to_string(),
        }
    }
}

/// Cells starting with these are formulas to a spreadsheet: prefix them so a visitor's answer
/// cannot run one (CSV injection).
fn safe_cell(cell: String) -> String {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}")
    } else {
        cell
    }
}

/// The column that tells a complete response (`true`) from the answered pages of an unfinished
/// survey (`false`), named as issue 35 names it.
const COMPLETE: &str = "complete";

fn complete(r: &Row) -> String {
    (r.status != "partial").to_string()
}

impl Export {
    /// The header row: question titles are written by editors, so they are defused like answers.
    fn header(&self) -> Vec<String> {
        let titles = match &self.report {
            Report::General => {
                let mut h: Vec<String> = [
                    "Response ID",
                    "Submitted",
                    "Page",
                    "Page URL",
                    "User IP",
                    "Browser",
                    "OS",
                    "Device",
                ]
                .map(str::to_owned)
                .to_vec();
                for q in &self.survey.questions {
                    h.push(q.title.clone());
                    if q.question_type == "email" && q.config.include_name == Some(true) {
                        h.push(format!("{} (First Name)", q.title));
                    }
                    if q.settings.comment_box {
                        h.push(format!("{} (Comments)", q.title));
                    }
                }
                // Last, so that the columns the plugin's exports had keep their places.
                h.push("Language".into());
                h.push(COMPLETE.into());
                h
            }
            Report::Question(q) => {
                let mut h = vec![
                    "Response ID".to_owned(),
                    "Submitted".to_owned(),
                    q.title.clone(),
                ];
                if q.question_type == "email" {
                    h.push("First Name".into());
                }
                h.push("Comments".into());
                h.push("Language".into());
                h.push(COMPLETE.into());
                h
            }
        };
        titles.into_iter().map(safe_cell).collect()
    }

    /// The cells of one response, or None when a per-question report has nothing for it.
    fn row(&self, r: &Row) -> Option<Vec<Cell>> {
        let answers: Vec<Value> = serde_json::from_str::<Value>(&r.answers)
            .ok()
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default();
        let find = |q: &Question| {
            answers
                .iter()
                .find(|a| id_key(&a["question_id"]) == id_key(&q.id))
                .cloned()
        };
        let extra = |a: &Option<Value>, k: &str| {
            Cell::text(
                a.as_ref()
                    .and_then(|a| a["extra"][k].as_str())
                    .unwrap_or("")
                    .to_owned(),
            )
        };
        let submitted = Cell::Time {
            text: self.zone.rfc3339(r.submitted_at),
            local: self.zone.wall_clock(r.submitted_at),
        };
        let id = Cell::Number(r.id as f64);
        match &self.report {
            Report::General => {
                let page: Value = serde_json::from_str(&r.page_submitted).unwrap_or(Value::Null);
                let page = crate::responses::page_view(&page);
                let text = |t: Option<&str>| Cell::text(t.unwrap_or("").to_owned());
                let mut cells = vec![
                    id,
                    submitted,
                    text(page["name"].as_str()),
                    text(page["url"].as_str()),
                    text(r.user_ip.as_deref()),
                    text(r.user_browser.as_deref()),
                    text(r.user_os.as_deref()),
                    text(r.user_device.as_deref()),
                ];
                for q in &self.survey.questions {
                    let a = find(q);
                    cells.push(
                        a.as_ref()
                            .map(|a| Cell::answer(&a["value"]))
                            .unwrap_or_else(|| Cell::text(String::new())),
                    );
                    if q.question_type == "email" && q.config.include_name == Some(true) {
                        cells.push(extra(&a, "name"));
                    }
                    if q.settings.comment_box {
                        cells.push(extra(&a, "comments"));
                    }
                }
                cells.push(text(r.language.as_deref()));
                cells.push(Cell::text(complete(r)));
                Some(cells)
            }
            Report::Question(q) => {
                let a = find(q)?;
                if a["value"].is_null() {
                    return None;
                }
                let mut cells = vec![id, submitted, Cell::answer(&a["value"])];
                if q.question_type == "email" {
                    cells.push(extra(&Some(a.clone()), "name"));
                }
                cells.push(extra(&Some(a), "comments"));
                cells.push(Cell::text(r.language.clone().unwrap_or_default()));
                cells.push(Cell::text(complete(r)));
                Some(cells)
            }
        }
    }

    pub fn file_name(&self) -> String {
        let slug: String = self
            .survey
            .title
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect::<String>()
            .split('-')
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join("-");
        let what = match &self.report {
            Report::General => "responses".to_owned(),
            Report::Question(q) => format!("question-{}", id_key(&q.id)),
        };
        let ext = match self.format {
            Format::Csv => "csv",
            Format::Xlsx => "xlsx",
        };
        format!(
            "{}-{}-{what}.{ext}",
            if slug.is_empty() { "survey" } else { &slug },
            self.survey.id
        )
    }
}

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    answers: String,
    page_submitted: String,
    user_ip: Option<String>,
    user_browser: Option<String>,
    user_os: Option<String>,
    user_device: Option<String>,
    submitted_at: i64,
    language: Option<String>,
    status: String,
}

/// The published and partial responses older than `before` (newest first), one page.
async fn page(
    db: &Db,
    survey_id: i64,
    before: i64,
    range: Option<DayRange>,
    zone: SiteZone,
) -> Result<Vec<Row>> {
    let (start, end) = range
        .map(|r| r.seconds(zone))
        .unwrap_or((i64::MIN, i64::MAX));
    let rows = on_db!(db, pool => {
        sqlx::query_as("SELECT id, answers, page_submitted, user_ip, user_browser, user_os, user_device, submitted_at, language, status \
                        FROM responses WHERE survey_id = $1 AND status IN ('publish', 'partial') AND id < $2 \
                        AND submitted_at >= $3 AND submitted_at < $4 ORDER BY id DESC LIMIT $5")
            .bind(survey_id).bind(before).bind(start).bind(end).bind(PAGE).fetch_all(pool).await
    })?;
    Ok(rows)
}

/// The export's rows, a page at a time (newest response first).
struct Pages {
    before: i64,
    done: bool,
}

impl Pages {
    fn new() -> Pages {
        Pages {
            before: i64::MAX,
            done: false,
        }
    }

    async fn next(&mut self, db: &Db, export: &Export) -> Result<Option<Vec<Vec<Cell>>>> {
        if self.done {
            return Ok(None);
        }
        let rows = page(db, export.survey.id, self.before, export.range, export.zone).await?;
        self.done = (rows.len() as i64) < PAGE;
        let Some(last) = rows.last() else {
            return Ok(None);
        };
        self.before = last.id;
        Ok(Some(rows.iter().filter_map(|r| export.row(r)).collect()))
    }
}

fn csv_line(cells: &[String]) -> Vec<u8> {
    let mut writer = csv::Writer::from_writer(Vec::with_capacity(256));
    let _ = writer.write_record(cells);
    writer.into_inner().unwrap_or_default()
}

/// An export on its way: its file name and type, and its bytes as they are produced (an error
/// part-way ends the stream with that error).
pub struct ExportFile {
    pub name: String,
    pub content_type: &'static str,
    pub chunks: mpsc::Receiver<std::result::Result<Bytes, std::io::Error>>,
}

/// Starts writing the file; the database waits while the reader is slower than it.
pub fn stream(db: Db, export: Export) -> ExportFile {
    let name = export.file_name();
    let content_type = match export.format {
        Format::Csv => "text/csv; charset=utf-8",
        Format::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    };
    let (tx, rx) = mpsc::channel::<std::result::Result<Bytes, std::io::Error>>(4);
    match export.format {
        Format::Csv => {
            tokio::spawn(async move {
                // A byte-order mark so that spreadsheet programs read UTF-8.
                let mut buf = b"\xEF\xBB\xBF".to_vec();
                buf.extend(csv_line(&export.header()));
                let mut pages = Pages::new();
                loop {
                    match pages.next(&db, &export).await {
                        Ok(Some(rows)) => {
                            for cells in rows {
                                let cells: Vec<String> = cells.iter().map(Cell::csv).collect();
                                buf.extend(csv_line(&cells));
                            }
                            if buf.len() >= 64 * 1024 {
                                // Waits while the client is slower than the database.
                                let full = std::mem::take(&mut buf);
                                if tx.send(Ok(Bytes::from(full))).await.is_err() {
                                    return;
                                }
                            }
                        }
                        Ok(None) => break,
                        Err(e) => {
                            tracing::error!(error = %e, "an export failed part-way");
                            let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
                            return;
                        }
                    }
                }
                if !buf.is_empty() {
                    let _ = tx.send(Ok(Bytes::from(buf))).await;
                }
            });
        }
        Format::Xlsx => {
            tokio::spawn(async move {
                if let Err(e) = xlsx(db, export, tx.clone()).await {
                    tracing::error!(error = %e, "an XLSX export failed");
                    let _ = tx.send(Err(std::io::Error::other(e.to_string()))).await;
                }
            });
        }
    }
    ExportFile {
        name,
        content_type,
        chunks: rx,
    }
}

async fn xlsx(
    db: Db,
    export: Export,
    tx: mpsc::Sender<std::result::Result<Bytes, std::io::Error>>,
) -> Result<()> {
    use rust_xlsxwriter::{ExcelDateTime, Format as CellFormat, Workbook};
    let mut workbook = Workbook::new();
    let sheet = workbook
        .add_worksheet_with_constant_memory()
        .map_err(|e| anyhow::anyhow!("xlsx: {e}"))?;
    sheet
        .set_name("Responses")
        .map_err(|e| anyhow::anyhow!("xlsx: {e}"))?;
    let bold = CellFormat::new().set_bold();
    let date = CellFormat::new().set_num_format("yyyy-mm-dd hh:mm:ss");
    for (col, title) in export.header().iter().enumerate() {
        sheet
            .write_string_with_format(0, col as u16, title.as_str(), &bold)
            .map_err(|e| anyhow::anyhow!("xlsx: {e}"))?;
    }
    let mut row_index: u32 = 1;
    let mut pages = Pages::new();
    while let Some(rows) = pages.next(&db, &export).await? {
        for cells in rows {
            if row_index >= 1_048_576 {
                break;
            }
            for (col, cell) in cells.iter().enumerate() {
                let col = col as u16;
                match cell {
                    Cell::Text(t) => sheet.write_string(row_index, col, t.as_str()),
                    Cell::Number(n) => sheet.write_number(row_index, col, *n),
                    Cell::Time { text, local } => match ExcelDateTime::from_timestamp(*local) {
                        Ok(at) => sheet.write_datetime_with_format(row_index, col, at, &date),
                        Err(_) => sheet.write_string(row_index, col, text.as_str()),
                    },
                }
                .map_err(|e| anyhow::anyhow!("xlsx: {e}"))?;
            }
            row_index += 1;
        }
    }
    let file = tokio::task::spawn_blocking(move || -> anyhow::Result<std::fs::File> {
        let mut file = tempfile::tempfile()?;
        workbook.save_to_writer(&mut file)?;
        file.flush()?;
        file.seek(SeekFrom::Start(0))?;
        Ok(file)
    })
    .await
    .map_err(|e| anyhow::anyhow!("xlsx: {e}"))??;
    let mut file = tokio::fs::File::from_std(file);
    let mut buf = vec![0u8; 64 * 1024];
    loop {
        let n = tokio::io::AsyncReadExt::read(&mut file, &mut buf)
            .await
            .map_err(|e| anyhow::anyhow!("xlsx: {e}"))?;
        if n == 0 {
            return Ok(());
        }
        if tx
            .send(Ok(Bytes::copy_from_slice(&buf[..n])))
            .await
            .is_err()
        {
            return Ok(());
        }
    }
}

/// survey_id, report, question_id, start, end, format.
pub type ExportQuery = (
    i64,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Format,
);

/// Parses the export query (spec 001 §7: survey_id, report, question_id, start, end; format).
pub fn parse_query(raw: &str) -> Result<ExportQuery> {
    let mut survey_id = None;
    let mut report = "general".to_owned();
    let (mut question, mut start, mut end) = (None, None, None);
    let mut format = Format::Csv;
    for (k, v) in form_urlencoded::parse(raw.as_bytes()) {
        match k.as_ref() {
            "survey_id" => survey_id = v.trim().parse().ok(),
            "report" => report = v.trim().to_owned(),
            "question_id" => question = Some(v.trim().to_owned()),
            "start" | "from" => start = Some(v.into_owned()),
            "end" | "to" => end = Some(v.into_owned()),
            "format" => {
                format = match v.as_ref() {
                    "csv" => Format::Csv,
                    "xlsx" => Format::Xlsx,
                    _ => return Err(Error::invalid_field("format", "format is csv or xlsx.")),
                }
            }
            _ => {}
        }
    }
    let survey_id = survey_id
        .ok_or_else(|| Error::invalid_field("survey_id", "survey_id is the id of a survey."))?;
    Ok((survey_id, report, question, start, end, format))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_lines_quoted() {
        assert_eq!(safe_cell("=HYPERLINK(\"x\")".into()), "'=HYPERLINK(\"x\")");
        assert_eq!(safe_cell("fine".into()), "fine");
        // A number is not a formula, whatever its sign; a numeric answer's text has no ".0".
        assert_eq!(Cell::answer(&serde_json::json!(-3)), Cell::Number(-3.0));
        assert_eq!(Cell::answer(&serde_json::json!(4)).csv(), "4");
        assert_eq!(Cell::answer(&serde_json::json!(4.5)).csv(), "4.5");
        assert_eq!(
            Cell::answer(&serde_json::json!("=1+1")),
            Cell::Text("'=1+1".into())
        );
        assert_eq!(
            String::from_utf8(csv_line(&["a,b".into(), "c\"d".into()])).unwrap(),
            "\"a,b\",\"c\"\"d\"\n"
        );
    }
}
