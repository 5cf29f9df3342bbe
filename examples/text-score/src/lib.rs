//! Text Score: scores the tone of free text with a small word list, from one source built either
//! as a WebAssembly component or as a native shared library (see README.md).
//!
//! - `validate-response` turns away a response whose text answer holds an abusive word
//!   ("Please keep it civil.", on that answer's field).
//! - `POST /api/v1/addons/text-score/score` with `{"text": "…"}` answers the text's score, and
//!   counts it in a tally kept in the add-on's storage; `GET …/tally` answers the tally.

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Refusal, Value, export_addon, json,
    serde::{Deserialize, Serialize},
    storage,
};

/// Words that raise a text's score.
const POSITIVE: &[&str] = &[
    "amazing",
    "awesome",
    "best",
    "clear",
    "delicious",
    "easy",
    "excellent",
    "fast",
    "fantastic",
    "friendly",
    "good",
    "great",
    "happy",
    "helpful",
    "kind",
    "love",
    "lovely",
    "nice",
    "perfect",
    "pleasant",
    "quick",
    "recommend",
    "simple",
    "thanks",
    "useful",
    "wonderful",
];
/// Words that lower it.
const NEGATIVE: &[&str] = &[
    "annoying",
    "awful",
    "bad",
    "broken",
    "confusing",
    "difficult",
    "disappointed",
    "hard",
    "hate",
    "horrible",
    "late",
    "poor",
    "rude",
    "slow",
    "terrible",
    "ugly",
    "unclear",
    "unhappy",
    "useless",
    "worst",
    "wrong",
];
/// Words that get an answer turned away.
const ABUSIVE: &[&str] = &["idiot", "idiots", "moron", "morons", "stupid"];

/// The longest text `/score` takes, in characters.
pub const MAX_TEXT: usize = 10_000;

/// A text's score: positive words minus negative ones, with the words found.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(crate = "hearken_addon::serde")]
pub struct Score {
    pub score: i64,
    pub label: &'static str,
    pub words: usize,
    pub positive: Vec<String>,
    pub negative: Vec<String>,
}

fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'')
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

pub fn score(text: &str) -> Score {
    let (mut positive, mut negative, mut count) = (Vec::new(), Vec::new(), 0);
    for word in words(text) {
        count += 1;
        if POSITIVE.contains(&word.as_str()) {
            positive.push(word);
        } else if NEGATIVE.contains(&word.as_str()) {
            negative.push(word);
        }
    }
    let score = positive.len() as i64 - negative.len() as i64;
    Score {
        score,
        label: match score {
            s if s > 0 => "positive",
            s if s < 0 => "negative",
            _ => "neutral",
        },
        words: count,
        positive,
        negative,
    }
}

pub fn is_abusive(text: &str) -> bool {
    words(text).any(|w| ABUSIVE.contains(&w.as_str()))
}

/// What `/score` has scored, by label.
#[derive(Debug, Default, Clone, PartialEq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde")]
pub struct Tally {
    pub texts: u64,
    pub positive: u64,
    pub negative: u64,
    pub neutral: u64,
}

impl Tally {
    fn count(&mut self, score: &Score) {
        self.texts += 1;
        match score.label {
            "positive" => self.positive += 1,
            "negative" => self.negative += 1,
            _ => self.neutral += 1,
        }
    }
}

const TALLY: &str = "tally";

#[derive(Deserialize)]
#[serde(crate = "hearken_addon::serde")]
struct ScoreRequest {
    text: String,
}

fn invalid(message: &str) -> HttpResponse {
    HttpResponse::error(422, "invalid", message, json!({"text": message}))
}

fn score_endpoint(request: &HttpRequest) -> Result<HttpResponse, String> {
    let Ok(ScoreRequest { text }) = request.json::<ScoreRequest>() else {
        return Ok(invalid("Send {\"text\": \"…\"}, the text to score."));
    };
    if text.chars().count() > MAX_TEXT {
        return Ok(invalid(&format!(
            "The text is longer than {MAX_TEXT} characters."
        )));
    }
    let scored = score(&text);
    let mut tally: Tally = storage::get_json(TALLY)?.unwrap_or_default();
    tally.count(&scored);
    storage::set_json(TALLY, &tally)?;
    Ok(HttpResponse::json(200, &scored))
}

struct TextScore;

impl Addon for TextScore {
    fn validate_response(input: Value) -> Result<Value, String> {
        let response = &input["response"];
        for answer in response["answers"].as_array().into_iter().flatten() {
            if answer["value"].as_str().is_some_and(is_abusive) {
                let id = match &answer["question_id"] {
                    Value::String(id) => id.clone(),
                    other => other.to_string(),
                };
                return Err(Refusal::new("Please keep it civil.")
                    .field(format!("answers.{id}"))
                    .into());
            }
        }
        Ok(response.clone())
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        match (request.method.as_str(), request.path.as_str()) {
            ("POST", "/score") => score_endpoint(&request),
            ("GET", "/tally") => Ok(HttpResponse::json(
                200,
                &storage::get_json::<Tally>(TALLY)?.unwrap_or_default(),
            )),
            _ => Ok(HttpResponse::error(
                404,
                "not_found",
                "Text Score has no such endpoint.",
                json!({}),
            )),
        }
    }
}

export_addon!(TextScore);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_scores_its_positive_words_minus_its_negative_ones() {
        let scored = score("Great cakes, friendly staff, but the queue was SLOW.");
        assert_eq!(scored.score, 1);
        assert_eq!(scored.label, "positive");
        assert_eq!(scored.words, 9);
        assert_eq!(scored.positive, ["great", "friendly"]);
        assert_eq!(scored.negative, ["slow"]);
        assert_eq!(score("").label, "neutral");
        assert_eq!(score("bad, bad, awful").score, -3);
    }

    #[test]
    fn abusive_words_are_found_whatever_their_case() {
        assert!(is_abusive("What a STUPID form"));
        assert!(!is_abusive("A stupendous cake"));
    }

    #[test]
    fn a_tally_counts_by_label() {
        let mut tally = Tally::default();
        tally.count(&score("great"));
        tally.count(&score("awful"));
        tally.count(&score("fine"));
        assert_eq!(
            tally,
            Tally {
                texts: 3,
                positive: 1,
                negative: 1,
                neutral: 1
            }
        );
    }
}
