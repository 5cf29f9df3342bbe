//! The results area's figures (spec 001): the overview, one survey's question statistics and NPS,
//! and NPS comments. Counts come from the daily counters the response writer keeps
//! (`response_daily`, `answer_daily`), so a survey with a million responses answers from a few
//! thousand counter rows; only the lists of recent text answers read responses themselves.

pub mod ai;
pub mod api;
pub mod dropoff;
pub mod exports;

use chrono::{Duration, NaiveDate};
use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use crate::{
    error::{Error, Result},
    on_db,
    responses::answers::{Counting, id_key},
    storage::Db,
    surveys::{model::Survey, question_types::TypeSet},
    time::{self, SiteZone, date_of, day_number},
};

/// Dates before this are refused (spec 001 §5).
pub const EARLIEST: NaiveDate = NaiveDate::from_ymd_opt(2005, 1, 1).expect("a date");
/// Answers listed per question.
pub const ANSWERS_LISTED: i64 = 100;
/// NPS comments per page (spec 001 §9).
pub const COMMENTS_PER_PAGE: i64 = 10;

/// An inclusive range of the site's days (see `time::SiteZone`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DayRange {
    pub from: NaiveDate,
    pub to: NaiveDate,
}

impl DayRange {
    /// The last `days` days up to `today` (the site's).
    pub fn last(days: i64, today: NaiveDate) -> DayRange {
        let to = today;
        DayRange {
            from: to - Duration::days(days - 1),
            to,
        }
    }

    /// Parses `from`/`to` (`YYYY-MM-DD`); either may be missing and defaults from `fallback`.
    pub fn parse(from: Option<&str>, to: Option<&str>, fallback: DayRange) -> Result<DayRange> {
        let parse = |field: &str, text: Option<&str>, default: NaiveDate| -> Result<NaiveDate> {
            match text.map(str::trim).filter(|t| !t.is_empty()) {
                None => Ok(default),
                Some(t) => {
                    NaiveDate::parse_from_str(t.get(..10).unwrap_or(t), "%Y-%m-%d").map_err(|_| {
                        Error::invalid_field(
                            field,
                            format!("{field} is a date such as 2026-11-21."),
                        )
                    })
                }
            }
        };
        let range = DayRange {
            from: parse("from", from, fallback.from)?,
            to: parse("to", to, fallback.to)?,
        };
        if range.from < EARLIEST || range.to < EARLIEST {
            return Err(Error::invalid_field("from", "Dates start on 2005-01-01."));
        }
        if range.to < range.from {
            return Err(Error::invalid_field(
                "to",
                "The end date is before the start date.",
            ));
        }
        if (range.to - range.from).num_days() > 36_600 {
            return Err(Error::invalid_field("from", "The range is too long."));
        }
        Ok(range)
    }

    pub fn days(&self) -> i64 {
        (self.to - self.from).num_days() + 1
    }

    fn bounds(&self) -> (i64, i64) {
        (day_number(self.from), day_number(self.to))
    }

    /// Unix seconds `[start, end)` of the range: from the site's midnight that begins `from` to
    /// the one that ends `to`.
    pub fn seconds(&self, zone: SiteZone) -> (i64, i64) {
        (
            zone.start_of(self.from),
            zone.start_of(self.to + Duration::days(1)),
        )
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct DataPoint {
    /// YYYY-MM-DD.
    pub date: String,
    pub count: i64,
}

/// A survey's impressions on the days of `range` (`impression_daily`).
pub async fn range_impressions(db: &Db, survey_id: i64, range: DayRange) -> Result<i64> {
    let (a, b) = range.bounds();
    let sum: Option<i64> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT CAST(SUM(impressions) AS BIGINT) FROM impression_daily \
                            WHERE survey_id = $1 AND day >= $2 AND day <= $3")
            .bind(survey_id).bind(a).bind(b).fetch_one(pool).await
    })?;
    Ok(sum.unwrap_or(0))
}

/// Responses per day, every day of the range present.
pub async fn data_points(
    db: &Db,
    survey_id: Option<i64>,
    range: DayRange,
) -> Result<Vec<DataPoint>> {
    let (a, b) = range.bounds();
    let rows: Vec<(i64, i64)> = on_db!(db, pool => {
        sqlx::query_as("SELECT day, CAST(SUM(responses) AS BIGINT) FROM response_daily d \
                        WHERE day >= $1 AND day <= $2 AND ($3 IS NULL OR survey_id = $3) \
                        AND EXISTS (SELECT 1 FROM surveys s WHERE s.id = d.survey_id AND s.status <> 'trash') \
                        GROUP BY day")
            .bind(a).bind(b).bind(survey_id).fetch_all(pool).await
    })?;
    Ok((a..=b)
        .map(|day| DataPoint {
            date: date_of(day).to_string(),
            count: rows
                .iter()
                .find(|(d, _)| *d == day)
                .map(|(_, n)| *n)
                .unwrap_or(0),
        })
        .collect())
}

#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
pub struct SurveyRow {
    pub id: i64,
    pub title: String,
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    #[schema(required = true)]
    pub survey_type: Option<String>,
    pub status: String,
    #[sqlx(skip)]
    pub created_at: String,
    #[sqlx(skip)]
    pub publish_at: Option<String>,
    pub responses_count: i64,
    pub responses_count_7_days: i64,
    pub responses_count_30_days: i64,
    pub impressions: i64,
    pub range_responses_count: i64,
    #[serde(skip)]
    created: i64,
    #[serde(skip)]
    publish: Option<i64>,
}

/// Every survey not in the trash with its counts (the overview's table and switchers); the 7- and
/// 30-day counts end on the site's `today`.
pub async fn survey_rows(
    db: &Db,
    range: DayRange,
    today: NaiveDate,
    order_by: &str,
    descending: bool,
) -> Result<Vec<SurveyRow>> {
    let today = day_number(today);
    let (a, b) = range.bounds();
    let column = match order_by {
        "title" => "title",
        "responses" | "responses_count" => "responses_count",
        "range_responses_count" => "range_responses_count",
        "impressions" => "impressions",
        "created_at" | "date" => "created",
        _ => "id",
    };
    let direction = if descending { "DESC" } else { "ASC" };
    let sum = |cond: &str| {
        format!(
            "(SELECT CAST(COALESCE(SUM(d.responses), 0) AS BIGINT) FROM response_daily d WHERE d.survey_id = s.id{cond})"
        )
    };
    let sql = format!(
        "SELECT * FROM (SELECT s.id, s.title, s.type, s.status, s.created_at AS created, s.publish_at AS publish, s.impressions, \
         {} AS responses_count, {} AS responses_count_7_days, {} AS responses_count_30_days, {} AS range_responses_count \
         FROM surveys s WHERE s.status <> 'trash') t ORDER BY {column} {direction}, id {direction}",
        sum(""),
        sum(" AND d.day > $1 - 7"),
        sum(" AND d.day > $1 - 30"),
        sum(" AND d.day >= $2 AND d.day <= $3"),
    );
    let mut rows: Vec<SurveyRow> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(today).bind(a).bind(b).fetch_all(pool).await
    })?;
    for row in &mut rows {
        row.created_at = time::to_rfc3339(row.created);
        row.publish_at = row.publish.map(time::to_rfc3339);
    }
    Ok(rows)
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct OptionCount {
    pub value: String,
    pub count: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AnswerItem {
    #[schema(schema_with = crate::api_schema::any)]
    pub value: Value,
    /// RFC 3339.
    pub date: String,
    pub response_id: i64,
    #[schema(schema_with = crate::api_schema::any)]
    pub extra: Value,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct QuestionStats {
    #[schema(schema_with = crate::api_schema::saved_id)]
    pub id: Value,
    #[serde(rename = "type")]
    pub question_type: String,
    pub title: String,
    pub total_answers: i64,
    pub skipped: i64,
    pub is_quantitative: bool,
    pub options: Vec<OptionCount>,
    pub answers: Vec<AnswerItem>,
    /// Answers name options the question no longer has (spec 001 §5 warning).
    pub invalid_options: bool,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
pub struct NpsOverview {
    pub detractor: i64,
    pub passive: i64,
    pub promoter: i64,
    /// round((promoters − detractors) / total × 100); 0 without answers.
    pub nps: i64,
    pub total: i64,
}

impl NpsOverview {
    /// Scores 1–6 (and 0, should a scale start there) detract, 7–8 are passive, 9–10 promote.
    pub fn of(scores: impl IntoIterator<Item = (i64, i64)>) -> NpsOverview {
        let (mut detractor, mut passive, mut promoter) = (0, 0, 0);
        for (score, count) in scores {
            match score {
                ..=6 => detractor += count,
                7 | 8 => passive += count,
                _ => promoter += count,
            }
        }
        let total = detractor + passive + promoter;
        let nps = if total == 0 {
            0
        } else {
            ((promoter - detractor) as f64 * 100.0 / total as f64).round() as i64
        };
        NpsOverview {
            detractor,
            passive,
            promoter,
            nps,
            total,
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NpsDay {
    pub date: String,
    #[schema(required = true)]
    pub nps: Option<i64>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct SurveyResults {
    pub id: i64,
    pub title: String,
    #[serde(rename = "type")]
    #[schema(required = true)]
    pub survey_type: Option<String>,
    pub status: String,
    pub created_at: String,
    #[schema(required = true)]
    pub publish_at: Option<String>,
    pub responses_count: i64,
    /// Over the survey's whole life.
    pub impressions: i64,
    pub range_responses_count: i64,
    /// Impressions counted on the days of the range (none before impressions had days).
    pub range_impressions: i64,
    pub from: String,
    pub to: String,
    pub question_stats: Vec<QuestionStats>,
    #[schema(required = true)]
    pub nps_overview: Option<NpsOverview>,
    pub data_points: Vec<DataPoint>,
    pub nps_by_date: Vec<NpsDay>,
    /// The range's responses by the language they were answered in (null: not recorded), most
    /// first; empty for a survey that has no language.
    pub languages: Vec<LanguageCount>,
    /// The language the figures are filtered to (`language` of the query), when they are.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// Each quota of the survey (`settings.limits.quotas`) with its fill over the survey's life.
    pub quotas: Vec<QuotaFill>,
    /// Responses stored past the response limit or a full quota, over the survey's life.
    pub over_quota: i64,
    /// Partial responses (the answered pages of unfinished surveys) submitted in the range.
    pub partial_responses: i64,
    /// Whether the figures count partial responses too (`partial=include`); by default they
    /// count complete responses only.
    pub include_partial: bool,
}

/// How many partial responses of a survey were last answered in `start..end`.
async fn partial_in(db: &Db, survey_id: i64, start: i64, end: i64) -> Result<i64> {
    Ok(on_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM responses WHERE survey_id = $1 AND status = 'partial' AND submitted_at >= $2 AND submitted_at < $3")
        .bind(survey_id).bind(start).bind(end).fetch_one(pool).await)?)
}

/// A quota and how full it is.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct QuotaFill {
    #[schema(schema_with = crate::api_schema::id)]
    pub question_id: serde_json::Value,
    pub value: String,
    pub limit: i64,
    pub action: String,
    /// Responses counted in the quota.
    pub filled: i64,
}

/// The fills of `survey`'s quotas, and how many of its responses are over quota.
async fn quota_fills(db: &Db, survey: &Survey) -> Result<(Vec<QuotaFill>, i64)> {
    let mut fills = Vec::new();
    for quota in &survey.settings.limits.quotas {
        let (question, value) = quota.key();
        let filled: i64 = on_db!(db, pool => sqlx::query_scalar(crate::responses::counters::QUOTA_FILLED)
            .bind(survey.id).bind(&question).bind(&value).fetch_one(pool).await)?;
        fills.push(QuotaFill {
            question_id: quota.question_id.clone(),
            value: quota.value.clone(),
            limit: quota.limit,
            action: quota.action.clone(),
            filled,
        });
    }
    let over: i64 = if survey.settings.limits.any() {
        on_db!(db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM responses WHERE survey_id = $1 AND status = 'over_quota'")
            .bind(survey.id).fetch_one(pool).await)?
    } else {
        0
    };
    Ok((fills, over))
}

/// How many of a range's responses were answered in one language.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LanguageCount {
    /// A BCP 47 tag; null for responses whose language was not recorded.
    #[schema(required = true)]
    pub language: Option<String>,
    pub responses: i64,
}

pub use crate::responses::filter::LanguageFilter;

/// The range's responses per language, most first.
async fn language_counts(
    db: &Db,
    survey: &Survey,
    start: i64,
    end: i64,
    counted: &Counted,
) -> Result<Vec<LanguageCount>> {
    if survey.language.is_none() && survey.translations.is_empty() {
        return Ok(Vec::new());
    }
    let sql = format!(
        "SELECT language, COUNT(*) FROM responses WHERE survey_id = $1 AND {} \
         AND submitted_at >= $2 AND submitted_at < $3 GROUP BY language ORDER BY COUNT(*) DESC, language",
        counted.statuses()
    );
    let rows: Vec<(Option<String>, i64)> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(survey.id).bind(start).bind(end).fetch_all(pool).await
    })?;
    Ok(rows
        .into_iter()
        .map(|(language, responses)| LanguageCount {
            language,
            responses,
        })
        .collect())
}

/// Which responses the results count: complete ones (the default) or partial ones too, in any
/// language or one.
#[derive(Debug, Clone, Default)]
pub struct Counted {
    pub language: Option<LanguageFilter>,
    /// Partial responses (pages of unfinished surveys) count too.
    pub partial: bool,
}

impl Counted {
    /// The statuses counted, as SQL.
    fn statuses(&self) -> &'static str {
        if self.partial {
            "status IN ('publish', 'partial')"
        } else {
            "status = 'publish'"
        }
    }

    /// Whether the daily counters (complete responses in every language) answer it.
    fn by_counters(&self) -> bool {
        self.language.is_none() && !self.partial
    }
}

/// What the results count, from the responses themselves (for a language: the daily counters do
/// not know it): each (question, choice)'s answers, responses per day, and answers per day and
/// (question, choice). One pass over the range's responses.
type Tallies = (
    Vec<(String, String, i64)>,
    Vec<(i64, i64)>,
    Vec<(i64, String, String, i64)>,
);

async fn tally(
    db: &Db,
    survey: &Survey,
    types: &TypeSet,
    (start, end): (i64, i64),
    zone: SiteZone,
    counted: &Counted,
) -> Result<Tallies> {
    use futures_util::TryStreamExt;
    use std::collections::BTreeMap;
    let (language, tag) = match &counted.language {
        None => ("", None),
        Some(LanguageFilter::In(tag)) => (" AND language = $4", Some(tag.as_str())),
        Some(LanguageFilter::NotRecorded) => (" AND language IS NULL", None),
    };
    let sql = format!(
        "SELECT answers, submitted_at FROM responses WHERE survey_id = $1 AND {} \
         AND submitted_at >= $2 AND submitted_at < $3{language}",
        counted.statuses()
    );
    let mut counters: BTreeMap<(String, String), i64> = BTreeMap::new();
    let mut days: BTreeMap<i64, i64> = BTreeMap::new();
    let mut daily: BTreeMap<(i64, String, String), i64> = BTreeMap::new();
    on_db!(db, pool => {
        let mut query = sqlx::query_as::<_, (String, i64)>(&sql).bind(survey.id).bind(start).bind(end);
        if let Some(tag) = tag {
            query = query.bind(tag);
        }
        let mut rows = query.fetch(pool);
        while let Some((answers, at)) = rows.try_next().await? {
            let list = crate::responses::normalise_stored(serde_json::from_str(&answers).unwrap_or(Value::Null));
            let day = zone.day_of(at);
            *days.entry(day).or_default() += 1;
            for (key, choice) in crate::responses::counted(survey, types, list.as_array().map(Vec::as_slice).unwrap_or(&[])) {
                *daily.entry((day, key.clone(), choice.clone())).or_default() += 1;
                *counters.entry((key, choice)).or_default() += 1;
            }
        }
        Ok::<(), sqlx::Error>(())
    })?;
    Ok((
        counters.into_iter().map(|((k, c), n)| (k, c, n)).collect(),
        days.into_iter().collect(),
        daily
            .into_iter()
            .map(|((d, k, c), n)| (d, k, c, n))
            .collect(),
    ))
}

/// The first nps question of a survey.
pub fn nps_question(survey: &Survey) -> Option<&crate::surveys::model::Question> {
    survey.questions.iter().find(|q| q.question_type == "nps")
}

/// One survey's results over `range` (spec 001 §3 question_stats, nps_overview).
pub async fn survey_results(
    db: &Db,
    survey: &Survey,
    types: &TypeSet,
    range: DayRange,
    zone: SiteZone,
    counted: Counted,
) -> Result<SurveyResults> {
    let (a, b) = range.bounds();
    let (start, end) = range.seconds(zone);
    let (counters, points, filtered_daily) = match counted.by_counters() {
        true => {
            let counters: Vec<(String, String, i64)> = on_db!(db, pool => {
                sqlx::query_as("SELECT question_key, choice, CAST(SUM(answers) AS BIGINT) FROM answer_daily \
                                WHERE survey_id = $1 AND day >= $2 AND day <= $3 GROUP BY question_key, choice")
                    .bind(survey.id).bind(a).bind(b).fetch_all(pool).await
            })?;
            (
                counters,
                data_points(db, Some(survey.id), range).await?,
                None,
            )
        }
        false => {
            let (counters, days, daily) =
                tally(db, survey, types, (start, end), zone, &counted).await?;
            let points = (a..=b)
                .map(|day| DataPoint {
                    date: date_of(day).to_string(),
                    count: days
                        .iter()
                        .find(|(d, _)| *d == day)
                        .map(|(_, n)| *n)
                        .unwrap_or(0),
                })
                .collect();
            (counters, points, Some(daily))
        }
    };
    let in_range: i64 = points.iter().map(|p| p.count).sum();
    let sql = format!(
        "SELECT id, answers, submitted_at, language FROM responses WHERE survey_id = $1 AND {} \
         AND submitted_at >= $2 AND submitted_at < $3 ORDER BY submitted_at DESC, id DESC LIMIT $4",
        counted.statuses()
    );
    let recent: Vec<(i64, String, i64, Option<String>)> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(survey.id).bind(start).bind(end).bind(ANSWERS_LISTED).fetch_all(pool).await
    })?;
    let language = counted.language.clone();
    let recent: Vec<(i64, Vec<Value>, i64)> = recent
        .into_iter()
        .filter(|(_, _, _, l)| language.as_ref().is_none_or(|f| f.admits(l.as_deref())))
        .map(|(id, answers, at, _)| (id, answers, at))
        .map(|(id, answers, at)| {
            let list = serde_json::from_str::<Value>(&answers)
                .ok()
                .and_then(|v| v.as_array().cloned())
                .unwrap_or_default();
            (id, list, at)
        })
        .collect();
    let mut stats = Vec::new();
    for question in &survey.questions {
        let key = id_key(&question.id);
        let counting = Counting::of(question, types);
        let mine: Vec<(&str, i64)> = counters
            .iter()
            .filter(|(k, _, _)| *k == key)
            .map(|(_, c, n)| (c.as_str(), *n))
            .collect();
        let answered = mine
            .iter()
            .find(|(c, _)| c.is_empty())
            .map(|(_, n)| *n)
            .unwrap_or(0);
        let option_names = counting.options();
        let options: Vec<OptionCount> = option_names
            .iter()
            .map(|o| OptionCount {
                value: o.clone(),
                count: mine
                    .iter()
                    .find(|(c, _)| c == o)
                    .map(|(_, n)| *n)
                    .unwrap_or(0),
            })
            .collect();
        let invalid_options = counting.is_quantitative()
            && mine
                .iter()
                .any(|(c, n)| !c.is_empty() && *n > 0 && !option_names.iter().any(|o| o == c));
        let answers = recent
            .iter()
            .filter_map(|(id, list, at)| {
                let answer = list.iter().find(|a| id_key(&a["question_id"]) == key)?;
                if answer["value"].is_null() {
                    return None;
                }
                let extra = answer.get("extra").cloned().unwrap_or(Value::Null);
                if counting.is_quantitative() && extra["comments"].as_str().is_none() {
                    return None;
                }
                Some(AnswerItem {
                    value: answer["value"].clone(),
                    date: time::to_rfc3339(*at),
                    response_id: *id,
                    extra,
                })
            })
            .collect();
        stats.push(QuestionStats {
            id: question.id.clone(),
            question_type: question.question_type.clone(),
            title: question.title.clone(),
            total_answers: answered,
            skipped: (in_range - answered).max(0),
            is_quantitative: counting.is_quantitative(),
            options,
            answers,
            invalid_options,
        });
    }
    let (nps_overview, nps_by_date) = match nps_question(survey) {
        None => (None, Vec::new()),
        Some(q) => {
            let key = id_key(&q.id);
            let scores = counters
                .iter()
                .filter(|(k, c, _)| *k == key && !c.is_empty())
                .filter_map(|(_, c, n)| c.parse::<i64>().ok().map(|s| (s, *n)));
            let overview = NpsOverview::of(scores);
            let daily: Vec<(i64, String, i64)> = match &filtered_daily {
                Some(daily) => daily
                    .iter()
                    .filter(|(_, k, c, _)| *k == key && !c.is_empty())
                    .map(|(d, _, c, n)| (*d, c.clone(), *n))
                    .collect(),
                None => on_db!(db, pool => {
                    sqlx::query_as("SELECT day, choice, answers FROM answer_daily WHERE survey_id = $1 AND question_key = $2 \
                                    AND day >= $3 AND day <= $4 AND choice <> ''")
                        .bind(survey.id).bind(&key).bind(a).bind(b).fetch_all(pool).await
                })?,
            };
            let by_date = (a..=b)
                .map(|day| {
                    let o = NpsOverview::of(
                        daily
                            .iter()
                            .filter(|(d, _, _)| *d == day)
                            .filter_map(|(_, c, n)| c.parse::<i64>().ok().map(|s| (s, *n))),
                    );
                    NpsDay {
                        date: date_of(day).to_string(),
                        nps: (o.total > 0).then_some(o.nps),
                    }
                })
                .collect();
            (Some(overview), by_date)
        }
    };
    let (quotas, over_quota) = quota_fills(db, survey).await?;
    Ok(SurveyResults {
        id: survey.id,
        title: survey.title.clone(),
        survey_type: survey.survey_type.clone(),
        status: survey.status.as_str().to_owned(),
        created_at: survey.created_at.clone(),
        publish_at: survey.publish_at.clone(),
        responses_count: survey.responses_count,
        impressions: survey.impressions,
        range_responses_count: in_range,
        range_impressions: range_impressions(db, survey.id, range).await?,
        from: range.from.to_string(),
        to: range.to.to_string(),
        question_stats: stats,
        nps_overview,
        data_points: points,
        nps_by_date,
        languages: language_counts(db, survey, start, end, &counted).await?,
        partial_responses: partial_in(db, survey.id, start, end).await?,
        include_partial: counted.partial,
        quotas,
        over_quota,
        language: language.map(|l| match l {
            LanguageFilter::In(tag) => tag,
            LanguageFilter::NotRecorded => "none".to_owned(),
        }),
    })
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NpsComment {
    pub response_id: i64,
    pub score: i64,
    pub comment: String,
    pub date: String,
}

/// The comments of one nps question as rows `(response id, score, comment, submitted_at)`, with
/// `$1` survey id, `$2` question id (as `id_key` writes it): the database unpacks the answers, so
/// only a page of them ever reaches the host. `LIKE` is a cheap filter before the JSON. PostgreSQL's
/// jsonb refuses a `\u0000` escape, which an answer stored before the NUL rule (`http::nul`) may
/// hold: it reads as U+FFFD there (the replacement starts with a backslash too, so a backslash
/// written out before `u0000` stays one), so that no stored answer can break the page.
const NPS_COMMENTS_SQLITE: &str = "FROM responses r JOIN json_each(r.answers) a \
    WHERE r.survey_id = $1 AND r.status = 'publish' AND r.answers LIKE '%\"comments\"%' \
    AND TRIM(CAST(json_extract(a.value, '$.question_id') AS TEXT)) = $2 \
    AND json_type(a.value, '$.extra.comments') = 'text'";
const NPS_COMMENTS_POSTGRES: &str = "FROM responses r CROSS JOIN LATERAL jsonb_array_elements(\
    (CASE WHEN strpos(r.answers, '\\u0000') > 0 THEN replace(r.answers, '\\u0000', '\\ufffd') ELSE r.answers END)::jsonb) a \
    WHERE r.survey_id = $1 AND r.status = 'publish' AND r.answers LIKE '%\"comments\"%' \
    AND btrim(a->>'question_id') = $2 AND jsonb_typeof(a->'extra'->'comments') = 'string'";

/// One page of the comments left on the survey's nps question, newest first, and their number.
/// A page past the last is empty (`page` may be any positive number).
pub async fn nps_comments(db: &Db, survey: &Survey, page: i64) -> Result<(Vec<NpsComment>, i64)> {
    let Some(question) = nps_question(survey) else {
        return Ok((Vec::new(), 0));
    };
    let key = id_key(&question.id);
    let offset = page.saturating_sub(1).saturating_mul(COMMENTS_PER_PAGE);
    let (from, score, comment) = match db {
        Db::Sqlite(_) => (
            NPS_COMMENTS_SQLITE,
            "CASE WHEN json_type(a.value, '$.value') = 'integer' THEN json_extract(a.value, '$.value') ELSE 0 END",
            "json_extract(a.value, '$.extra.comments')",
        ),
        Db::Postgres(_) => (
            NPS_COMMENTS_POSTGRES,
            "CASE WHEN jsonb_typeof(a->'value') = 'number' AND (a->>'value') ~ '^-?[0-9]{1,18}$' THEN (a->>'value')::bigint ELSE 0 END",
            "a->'extra'->>'comments'",
        ),
    };
    let count_sql = format!("SELECT COUNT(*) {from}");
    let page_sql = format!(
        "SELECT r.id, {score}, {comment}, r.submitted_at {from} ORDER BY r.id DESC LIMIT $3 OFFSET $4"
    );
    let total: i64 = on_db!(db, pool => {
        sqlx::query_scalar(&count_sql).bind(survey.id).bind(&key).fetch_one(pool).await
    })?;
    let rows: Vec<(i64, i64, String, i64)> = on_db!(db, pool => {
        sqlx::query_as(&page_sql)
            .bind(survey.id).bind(&key).bind(COMMENTS_PER_PAGE).bind(offset)
            .fetch_all(pool).await
    })?;
    let items = rows
        .into_iter()
        .map(|(response_id, score, comment, at)| NpsComment {
            response_id,
            score,
            comment,
            date: time::to_rfc3339(at),
        })
        .collect();
    Ok((items, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nps_is_promoters_minus_detractors_in_percent() {
        let o = NpsOverview::of([(10, 5), (9, 1), (8, 2), (7, 1), (6, 1), (1, 2)]);
        assert_eq!((o.detractor, o.passive, o.promoter, o.total), (3, 3, 6, 12));
        assert_eq!(o.nps, 25);
        assert_eq!(NpsOverview::of([(1, 3)]).nps, -100);
        assert_eq!(NpsOverview::of([(10, 3)]).nps, 100);
        assert_eq!(NpsOverview::of([]).nps, 0);
        // 2 promoters, 1 detractor of 3: 33.3 rounds to 33.
        assert_eq!(NpsOverview::of([(9, 2), (3, 1)]).nps, 33);
    }

    #[test]
    fn ranges_default_and_refuse_bad_dates() {
        let fallback = DayRange::last(30, NaiveDate::from_ymd_opt(2026, 11, 24).unwrap());
        assert_eq!(fallback.days(), 30);
        assert_eq!(DayRange::parse(None, None, fallback).unwrap(), fallback);
        let r = DayRange::parse(Some("2026-01-01"), Some("2026-01-31"), fallback).unwrap();
        assert_eq!(r.days(), 31);
        assert!(DayRange::parse(Some("2004-12-31"), Some("2005-01-02"), fallback).is_err());
        assert!(DayRange::parse(Some("2026-02-01"), Some("2026-01-01"), fallback).is_err());
        assert!(DayRange::parse(Some("yesterday"), None, fallback).is_err());
        assert_eq!(
            DayRange::parse(Some("2026-01-01T00:00:00Z"), Some("2026-01-01"), fallback)
                .unwrap()
                .days(),
            1
        );
    }
}
