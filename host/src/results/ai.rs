//! The AI summary (spec 001 §8, Pro or Elite licence): the survey's text answers and comments, with
//! e-mail addresses and phone-like numbers redacted, sent to an OpenAI-compatible chat-completions
//! endpoint configured in the settings (`ai_summary_endpoint`, `ai_summary_model`,
//! `ai_summary_api_key`). The last summary is kept per survey for `preload-ai-summary`.
//!
//! Generating costs the customer money at the provider, so it is a POST with the session's nonce
//! (no cross-site link or image can start it) and a survey gets at most one generation in flight
//! and one successful generation per [`COOLDOWN`] ([`Cooldowns`]).

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use serde::Serialize;
use serde_json::{Map, Value, json};
use utoipa::ToSchema;

use crate::{
    error::Result,
    on_db,
    responses::answers::{Counting, id_key},
    storage::Db,
    surveys::{model::Survey, question_types::TypeSet},
};

/// Responses read for one summary.
pub const RESPONSES_READ: i64 = 300;
/// Characters of answers sent at most.
pub const PROMPT_LIMIT: usize = 24_000;

/// The least time between two successful generations for one survey.
pub const COOLDOWN: Duration = Duration::from_secs(60);

/// Which surveys are generating a summary now or made one within [`COOLDOWN`]. Per process; the
/// map holds at most one entry per survey and drops expired ones as it goes.
#[derive(Clone, Default)]
pub struct Cooldowns(Arc<Mutex<HashMap<i64, Slot>>>);

#[derive(Clone, Copy)]
enum Slot {
    Generating,
    Made(Instant),
}

/// A generation that holds its survey's slot; dropped without [`Generation::made`], it frees it.
pub struct Generation {
    cooldowns: Cooldowns,
    survey: i64,
    made: bool,
}

impl Cooldowns {
    /// Takes the survey's slot, or answers how many seconds until it may generate again.
    pub fn begin(&self, survey: i64) -> std::result::Result<Generation, u64> {
        let now = Instant::now();
        let mut slots = self.0.lock().unwrap_or_else(|e| e.into_inner());
        slots.retain(
            |_, slot| !matches!(slot, Slot::Made(at) if now.duration_since(*at) >= COOLDOWN),
        );
        match slots.get(&survey) {
            Some(Slot::Generating) => return Err(COOLDOWN.as_secs()),
            Some(Slot::Made(at)) => {
                let left = COOLDOWN.saturating_sub(now.duration_since(*at));
                return Err(left.as_secs_f64().ceil().max(1.0) as u64);
            }
            None => {}
        }
        slots.insert(survey, Slot::Generating);
        Ok(Generation {
            cooldowns: self.clone(),
            survey,
            made: false,
        })
    }
}

impl Generation {
    /// The provider made a summary: the cooldown starts now.
    pub fn made(mut self) {
        self.made = true;
    }
}

impl Drop for Generation {
    fn drop(&mut self) {
        let mut slots = self.cooldowns.0.lock().unwrap_or_else(|e| e.into_inner());
        if self.made {
            slots.insert(self.survey, Slot::Made(Instant::now()));
        } else {
            slots.remove(&self.survey);
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct AiSummary {
    pub success: bool,
    #[schema(required = true)]
    pub summary: Option<String>,
    #[schema(required = true)]
    pub error: Option<String>,
}

impl AiSummary {
    pub fn failed(error: impl Into<String>) -> AiSummary {
        AiSummary {
            success: false,
            summary: None,
            error: Some(error.into()),
        }
    }
}

/// Replaces e-mail addresses with `[email]` and runs of 7 or more digits (with spaces, dots,
/// dashes, parentheses or a leading +) with `[phone]`.
pub fn redact(text: &str) -> String {
    let words: Vec<String> = text
        .split(' ')
        .map(|word| {
            let trimmed = word.trim_matches(|c: char| {
                matches!(c, ',' | ';' | ':' | '(' | ')' | '<' | '>' | '"' | '\'')
            });
            if let Some((local, domain)) = trimmed.split_once('@')
                && !local.is_empty()
                && domain.contains('.')
            {
                word.replace(trimmed, "[email]")
            } else {
                word.to_owned()
            }
        })
        .collect();
    let joined = words.join(" ");
    // Phone numbers: scan for runs of digits and separators.
    let chars: Vec<char> = joined.chars().collect();
    let mut out = String::with_capacity(joined.len());
    let mut i = 0;
    while i < chars.len() {
        let starts = chars[i].is_ascii_digit()
            || (matches!(chars[i], '+' | '(')
                && chars.get(i + 1).is_some_and(char::is_ascii_digit));
        if starts {
            let mut j = i;
            let mut digits = 0;
            while j < chars.len()
                && (chars[j].is_ascii_digit()
                    || matches!(chars[j], ' ' | '-' | '.' | '(' | ')' | '+'))
            {
                if chars[j].is_ascii_digit() {
                    digits += 1;
                }
                j += 1;
            }
            // Do not swallow the separator that ends the run.
            while j > i && !chars[j - 1].is_ascii_digit() && chars[j - 1] != ')' {
                j -= 1;
            }
            if digits >= 7 {
                out.push_str("[phone]");
            } else {
                out.extend(&chars[i..j]);
            }
            i = j.max(i + 1);
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// The text answers and comments of the newest responses, redacted, one line each.
/// Each line names the language it was answered in (`[de] …`) where that was recorded; the
/// languages are answered too, most answered first.
pub async fn collect_texts(
    db: &Db,
    survey: &Survey,
    types: &TypeSet,
) -> Result<(Vec<String>, Vec<String>)> {
    let rows: Vec<(String, Option<String>)> = on_db!(db, pool => {
        sqlx::query_as("SELECT answers, language FROM responses WHERE survey_id = $1 AND status = 'publish' ORDER BY id DESC LIMIT $2")
            .bind(survey.id).bind(RESPONSES_READ).fetch_all(pool).await
    })?;
    let mut lines = Vec::new();
    let mut languages: Vec<(String, usize)> = Vec::new();
    for (answers, language) in rows {
        let tag = language.map(|l| format!("[{l}] ")).unwrap_or_default();
        if !tag.is_empty() {
            let l = tag[1..tag.len() - 2].to_owned();
            match languages.iter_mut().find(|(t, _)| *t == l) {
                Some((_, n)) => *n += 1,
                None => languages.push((l, 1)),
            }
        }
        let list: Vec<Value> = serde_json::from_str::<Value>(&answers)
            .ok()
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default();
        for answer in list {
            let Some(question) = survey
                .questions
                .iter()
                .find(|q| id_key(&q.id) == id_key(&answer["question_id"]))
            else {
                continue;
            };
            // E-mail answers are personal data, not feedback.
            if question.question_type == "email" {
                continue;
            }
            if Counting::of(question, types) == Counting::Text
                && let Some(text) = answer["value"].as_str()
            {
                lines.push(format!("{tag}{}: {}", question.title, redact(text)));
            }
            if let Some(comment) = answer["extra"]["comments"].as_str() {
                lines.push(format!(
                    "{tag}{} (comment): {}",
                    question.title,
                    redact(comment)
                ));
            }
        }
    }
    languages.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    Ok((lines, languages.into_iter().map(|(l, _)| l).collect()))
}

/// What the prompt says of languages: those the answers are in, and the one to write in.
pub struct Languages<'a> {
    /// BCP 47 tags of the answers' languages, most answered first (empty: not recorded).
    pub answers: &'a [String],
    /// The administrator's language (a BCP 47 tag).
    pub reply_in: &'a str,
}

/// The English name of a few tags, for the prompt; other tags are given as they are.
fn language_name(tag: &str) -> String {
    let name = match tag.split('-').next().unwrap_or(tag) {
        "en" => "English",
        "de" => "German",
        "fr" => "French",
        "es" => "Spanish",
        "it" => "Italian",
        "pt" => "Portuguese",
        "nl" => "Dutch",
        "ar" => "Arabic",
        "ja" => "Japanese",
        "zh" => "Chinese",
        _ => return tag.to_owned(),
    };
    format!("{name} ({tag})")
}

/// The system prompt: the task, the answers' languages, and the language to answer in.
pub fn system_prompt(languages: &Languages<'_>) -> String {
    let mut prompt = String::from(
        "You summarise visitor feedback for a website owner. Write a short summary (at most 120 words) of the main themes, the overall sentiment and one or two suggestions. Do not quote personal data.",
    );
    if !languages.answers.is_empty() {
        let names: Vec<String> = languages.answers.iter().map(|t| language_name(t)).collect();
        prompt.push_str(&format!(
            " The answers were given in these languages: {}; each line starts with its language tag. Treat the same feedback in different languages as one theme.",
            names.join(", ")
        ));
    }
    prompt.push_str(&format!(
        " Write the summary in {}.",
        language_name(languages.reply_in)
    ));
    prompt
}

/// Asks the configured endpoint for a summary; the answer of spec 001 §7 (success, summary, error).
pub async fn generate(
    settings: &Map<String, Value>,
    survey: &Survey,
    texts: &[String],
    languages: &Languages<'_>,
) -> AiSummary {
    let endpoint = settings["ai_summary_endpoint"]
        .as_str()
        .unwrap_or("")
        .trim()
        .trim_end_matches('/');
    if endpoint.is_empty() {
        return AiSummary::failed(
            "No AI provider is set up. Add its URL, model and key under Settings.",
        );
    }
    if texts.is_empty() {
        return AiSummary {
            success: false,
            summary: None,
            error: None,
        };
    }
    let mut body = String::new();
    for line in texts {
        if body.len() + line.len() > PROMPT_LIMIT {
            break;
        }
        body.push_str("- ");
        body.push_str(line);
        body.push('\n');
    }
    let model = settings["ai_summary_model"]
        .as_str()
        .unwrap_or("gpt-4o-mini");
    let request = json!({
        "model": model,
        "messages": [
            {"role": "system", "content": system_prompt(languages)},
            {"role": "user", "content": format!("Survey: {}\nAnswers:\n{body}", survey.title)},
        ],
        "temperature": 0.3,
    });
    let client = crate::addons::capabilities::http::core_client();
    let mut call = client
        .post(format!("{endpoint}/chat/completions"))
        .timeout(Duration::from_secs(60))
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .body(request.to_string());
    if let Some(key) = settings["ai_summary_api_key"]
        .as_str()
        .filter(|k| !k.trim().is_empty())
    {
        call = call.bearer_auth(key.trim());
    }
    let response = match call.send().await {
        Ok(r) => r,
        Err(e) => return AiSummary::failed(format!("The AI provider could not be reached: {e}")),
    };
    let status = response.status();
    let answer: Value = match response.bytes().await {
        Ok(bytes) => serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        Err(e) => {
            return AiSummary::failed(format!("The AI provider's answer could not be read: {e}"));
        }
    };
    if !status.is_success() {
        let message = answer["error"]["message"].as_str().map(str::to_owned);
        return AiSummary {
            success: false,
            summary: None,
            error: message.or_else(|| Some(format!("The AI provider answered {status}."))),
        };
    }
    match answer["choices"][0]["message"]["content"]
        .as_str()
        .map(str::trim)
    {
        Some(text) if !text.is_empty() => AiSummary {
            success: true,
            summary: Some(text.to_owned()),
            error: None,
        },
        _ => AiSummary {
            success: false,
            summary: None,
            error: None,
        },
    }
}

pub async fn store(db: &Db, survey_id: i64, summary: &str, responses: i64) -> Result<()> {
    let now = crate::time::now();
    on_db!(db, pool => sqlx::query("INSERT INTO ai_summaries (survey_id, summary, responses_count, created_at) VALUES ($1, $2, $3, $4) \
        ON CONFLICT (survey_id) DO UPDATE SET summary = excluded.summary, responses_count = excluded.responses_count, created_at = excluded.created_at")
        .bind(survey_id).bind(summary).bind(responses).bind(now).execute(pool).await.map(|_| ()))?;
    Ok(())
}

pub async fn cached(db: &Db, survey_id: i64) -> Result<Option<String>> {
    let row: Option<(String,)> = on_db!(db, pool => sqlx::query_as("SELECT summary FROM ai_summaries WHERE survey_id = $1")
        .bind(survey_id).fetch_optional(pool).await)?;
    Ok(row.map(|(s,)| s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_and_phone_numbers_are_redacted() {
        assert_eq!(
            redact("mail me at ada@example.com, thanks"),
            "mail me at [email], thanks"
        );
        assert_eq!(redact("call +44 20 7946 0958 today"), "call [phone] today");
        assert_eq!(redact("or (555) 123-4567."), "or [phone].");
        assert_eq!(
            redact("I paid 25 euros for 3 items in 2024"),
            "I paid 25 euros for 3 items in 2024"
        );
        assert_eq!(redact("rated 10/10"), "rated 10/10");
    }
}
