//! The post-ratings add-on (Pro, spec 001 §2–§4): visitors rate a post of the site with five icons
//! through its page module (widget-src/), and the administrator sets the block's look in the
//! admin area's Settings tab (the `post_ratings` plugin setting, checked by the manifest's schema)
//! and reads every post's ratings in its Results tab (ui-src/).
//!
//! Endpoints (`http-request`):
//! - visitors (`/api/v1/public/addons/post-ratings/…`, the host checks the nonce, the rate limit
//!   and the body limit first): `GET /post?post_id=` (the block's settings, the post's count and
//!   average, whether this visitor rated it) and `POST /rate` `{post_id, post_title, url, rating}`;
//! - the admin area (`/api/v1/addons/post-ratings/…`, `view_results`): `GET /results?page=` (the
//!   posts, 10 a page) and `GET /results/{post_id}?page=` (one post's ratings, newest first).
//!
//! What it keeps in its storage (two writes a rating):
//! 1. `vote/{post_id}/{hash}`: one visitor address's rating of the post, `{created_at, rating}`.
//!    Its key is the check a cleared cookie cannot pass (the page module also remembers the rating
//!    in a cookie). The address (anonymised by the host when the site's `anonymize_ip` is on) is
//!    never stored: only its hash with a salt this installation draws once (`salt`);
//! 2. `post/{post_id}`: the post's title and address as last rated, its rating count and sum.
//!    Two ratings of one post at the same moment may both count from the same total (the storage
//!    has no atomic add), so one of them can be missing from it; the `recount` job (every 5
//!    minutes) finds every post whose total is below its number of votes and counts it again
//!    from the votes. The votes themselves are never lost.

use std::hash::{BuildHasher, Hasher};

use hearken_addon::serde::{Deserialize, Serialize};
use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Value, clock, export_addon, json, pages, settings, storage,
};

/// Results and ratings per page (spec 001: page size 10).
pub const PER_PAGE: usize = 10;
/// The longest post id, in bytes (storage keys are at most 200).
pub const MAX_POST_ID: usize = 64;
/// The longest post title kept, in characters.
pub const MAX_TITLE: usize = 300;

pub const ALREADY_RATED: &str = "You have already rated this post.";

/// A post's running figures.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Post {
    pub post_title: String,
    pub url: String,
    pub total: u64,
    pub sum: u64,
}

impl Post {
    /// The average, to one decimal; 0 without ratings.
    pub fn average(&self) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        (self.sum as f64 / self.total as f64 * 10.0).round() / 10.0
    }

    fn row(&self, post_id: &str) -> Value {
        json!({
            "post_id": post_id,
            "post_title": self.post_title,
            "url": self.url,
            "total_ratings": self.total,
            "average_rating": self.average(),
        })
    }
}

/// One stored rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde")]
pub struct Rating {
    /// Unix seconds.
    pub created_at: i64,
    pub rating: u8,
    /// Unix microseconds, which order the ratings of one second.
    #[serde(default)]
    pub at: i64,
}

/// A post's count and sum from its votes.
pub fn tally<'a>(votes: impl IntoIterator<Item = &'a Rating>) -> (u64, u64) {
    votes.into_iter().fold((0, 0), |(total, sum), r| {
        (total + 1, sum + u64::from(r.rating))
    })
}

/// A visitor's rating as `POST /rate` takes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewRating {
    pub post_id: String,
    pub post_title: String,
    pub url: String,
    pub rating: u8,
}

/// Why a rating was refused: the field and the message, answered with 422.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub field: &'static str,
    pub message: &'static str,
}

/// A post id as sites send them (`42`, `hello-world`, `page:7`): 1 to [`MAX_POST_ID`] letters,
/// digits and `-_.:`.
pub fn post_id_ok(id: &str) -> bool {
    (1..=MAX_POST_ID).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(&b))
}

/// Reads a `POST /rate` body.
pub fn new_rating(body: &str) -> Result<NewRating, Refusal> {
    let body: Value = hearken_addon::serde_json::from_str(body).map_err(|_| Refusal {
        field: "body",
        message: "Send a JSON object: {\"post_id\", \"post_title\", \"url\", \"rating\"}.",
    })?;
    let post_id = match &body["post_id"] {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) if n.is_u64() => n.to_string(),
        _ => String::new(),
    };
    if !post_id_ok(&post_id) {
        return Err(Refusal {
            field: "post_id",
            message: "The page must name its post (post_id: letters, digits and -_.: up to 64).",
        });
    }
    let rating = body["rating"]
        .as_u64()
        .filter(|r| (1..=5).contains(r))
        .ok_or(Refusal {
            field: "rating",
            message: "A rating is a whole number from 1 to 5.",
        })? as u8;
    let url = body["url"].as_str().unwrap_or("").trim();
    let page = url.split(['?', '#']).next().unwrap_or("");
    if !(page.starts_with("https://") || page.starts_with("http://"))
        || page.len() > 500
        || page.chars().any(char::is_whitespace)
    {
        return Err(Refusal {
            field: "url",
            message: "url must be the post's http(s) address.",
        });
    }
    let post_title: String = body["post_title"]
        .as_str()
        .unwrap_or("")
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_TITLE)
        .collect();
    Ok(NewRating {
        post_id,
        post_title,
        url: page.to_owned(),
        rating,
    })
}

/// The value of `name` in a query string, percent-decoded.
pub fn query_param(query: &str, name: &str) -> Option<String> {
    HttpRequest {
        query: query.to_owned(),
        ..HttpRequest::default()
    }
    .query_param(name)
}

/// The results table: most ratings first, then by title and id.
pub fn sort_posts(posts: &mut [(String, Post)]) {
    posts.sort_by(|(a_id, a), (b_id, b)| {
        b.total
            .cmp(&a.total)
            .then_with(|| a.post_title.cmp(&b.post_title))
            .then_with(|| a_id.cmp(b_id))
    });
}

pub fn post_key(post_id: &str) -> String {
    format!("post/{post_id}")
}

/// The key of the rating of `post_id` from the visitor address whose salted hash is `hash`.
pub fn vote_key(post_id: &str, hash: u64) -> String {
    format!("vote/{post_id}/{hash:016x}")
}

/// The installation's salt, drawn on the first rating; an instance that served a call before
/// remembers it.
fn salt() -> Result<u64, String> {
    static SALT: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    if let Some(salt) = SALT.get() {
        return Ok(*salt);
    }
    let salt = match storage::get_json::<u64>("salt")? {
        Some(salt) => salt,
        None => {
            // RandomState draws its keys from the host's random source (WASI).
            let salt = std::collections::hash_map::RandomState::new().hash_one(0u8);
            storage::set_json("salt", &salt)?;
            salt
        }
    };
    Ok(*SALT.get_or_init(|| salt))
}

fn vote_key_of(post_id: &str, address: &str) -> Result<String, String> {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    hasher.write_u64(salt()?);
    hasher.write(address.as_bytes());
    Ok(vote_key(post_id, hasher.finish()))
}

/// A post's ratings for the details page: newest first (then by key, so the order is stable).
pub fn newest_first(ratings: &mut [(String, Rating)]) {
    ratings.sort_by(|(a_key, a), (b_key, b)| {
        (b.created_at, b.at)
            .cmp(&(a.created_at, a.at))
            .then_with(|| b_key.cmp(a_key))
    });
}

fn visitor_address(request: &HttpRequest) -> String {
    request
        .visitor
        .as_ref()
        .and_then(|v| v["address"].as_str())
        .unwrap_or("")
        .to_owned()
}

/// The `post_ratings` setting, stored over its default.
fn block_settings() -> Result<Value, String> {
    Ok(settings::get()?["post_ratings"].clone())
}

/// `GET /post?post_id=`.
fn post_for_visitor(request: &HttpRequest) -> Result<HttpResponse, String> {
    let Some(post_id) = query_param(&request.query, "post_id").filter(|id| post_id_ok(id)) else {
        return Ok(HttpResponse::error(
            422,
            "invalid_post",
            "The page must name its post (post_id).",
            json!({"post_id": "The page must name its post (post_id)."}),
        ));
    };
    let post: Post = storage::get_json(&post_key(&post_id))?.unwrap_or_default();
    let rated = storage::get(&vote_key_of(&post_id, &visitor_address(request))?)?.is_some();
    Ok(HttpResponse::json(
        200,
        &json!({
            "settings": block_settings()?,
            "post_id": post_id,
            "post_title": post.post_title,
            "total_ratings": post.total,
            "average_rating": post.average(),
            "rated": rated,
        }),
    ))
}

/// `POST /rate`.
fn rate(request: &HttpRequest) -> Result<HttpResponse, String> {
    let new = match new_rating(&request.body) {
        Ok(new) => new,
        Err(refusal) => {
            return Ok(HttpResponse::error(
                422,
                "invalid_rating",
                refusal.message,
                json!({ refusal.field: refusal.message }),
            ));
        }
    };
    let vote = vote_key_of(&new.post_id, &visitor_address(request))?;
    if storage::get(&vote)?.is_some() {
        return Ok(HttpResponse::error(
            409,
            "already_rated",
            ALREADY_RATED,
            json!({}),
        ));
    }
    let key = post_key(&new.post_id);
    let mut post: Post = storage::get_json(&key)?.unwrap_or_default();
    if !new.post_title.is_empty() {
        post.post_title = new.post_title;
    }
    post.url = new.url;
    // The rating is written before the total counts it: a call cut short between the two leaves
    // at worst a rating the totals miss, never a total without its rating.
    let at = clock::now_micros();
    storage::set_json(
        &vote,
        &Rating {
            created_at: at / 1_000_000,
            rating: new.rating,
            at,
        },
    )?;
    post.total += 1;
    post.sum += u64::from(new.rating);
    storage::set_json(&key, &post)?;
    Ok(HttpResponse::json(
        200,
        &json!({"total_ratings": post.total, "average_rating": post.average()}),
    ))
}

/// `GET /results?page=`.
fn results(request: &HttpRequest) -> Result<HttpResponse, String> {
    let page = pages::page_of(request);
    let mut posts = Vec::new();
    for key in storage::keys("post/")? {
        let id = key.trim_start_matches("post/").to_owned();
        if let Some(post) = storage::get_json::<Post>(&key)? {
            posts.push((id, post));
        }
    }
    sort_posts(&mut posts);
    let items: Vec<Value> = pages::slice(&posts, page, PER_PAGE)
        .iter()
        .map(|(id, post)| post.row(id))
        .collect();
    Ok(HttpResponse::json(
        200,
        &json!({"items": items, "pagination": pages::pagination(page, posts.len(), PER_PAGE)}),
    ))
}

/// `GET /results/{post_id}?page=`: newest first.
fn post_results(request: &HttpRequest, post_id: &str) -> Result<HttpResponse, String> {
    if !post_id_ok(post_id) {
        return Ok(HttpResponse::not_found());
    }
    let Some(post) = storage::get_json::<Post>(&post_key(post_id))? else {
        return Ok(HttpResponse::not_found());
    };
    let page = pages::page_of(request);
    let mut ratings = Vec::new();
    for key in storage::keys(&format!("vote/{post_id}/"))? {
        if let Some(rating) = storage::get_json::<Rating>(&key)? {
            ratings.push((key, rating));
        }
    }
    newest_first(&mut ratings);
    let items: Vec<Value> = pages::slice(&ratings, page, PER_PAGE)
        .iter()
        .map(|(_, rating)| json!({"created_at": clock::rfc3339(rating.created_at), "rating": rating.rating}))
        .collect();
    Ok(HttpResponse::json(
        200,
        &json!({"post": post.row(post_id), "items": items, "pagination": pages::pagination(page, ratings.len(), PER_PAGE)}),
    ))
}

/// `recount`: every post whose total is below its number of votes is counted again from them.
fn recount() -> Result<(), String> {
    let mut repaired = 0;
    for key in storage::keys("post/")? {
        let post_id = &key["post/".len()..];
        let Some(mut post) = storage::get_json::<Post>(&key)? else {
            continue;
        };
        let votes = storage::keys(&format!("vote/{post_id}/"))?;
        if votes.len() as u64 <= post.total {
            continue;
        }
        let mut ratings = Vec::with_capacity(votes.len());
        for vote in &votes {
            if let Some(rating) = storage::get_json::<Rating>(vote)? {
                ratings.push(rating);
            }
        }
        (post.total, post.sum) = tally(&ratings);
        storage::set_json(&key, &post)?;
        repaired += 1;
    }
    hearken_addon::log::info(&format!("recount: {repaired} post totals counted again"));
    Ok(())
}

struct PostRatings;

impl Addon for PostRatings {
    fn scheduled_job(job: String) -> Result<(), String> {
        match job.as_str() {
            "recount" => recount(),
            other => Err(format!("Post Ratings has no job named {other:?}.")),
        }
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        let visitor = request.visitor.is_some();
        match (request.method.as_str(), request.path.as_str(), visitor) {
            ("GET", "/post", true) => post_for_visitor(&request),
            ("POST", "/rate", true) => rate(&request),
            ("GET", "/results", false) => results(&request),
            ("GET", path, false) if path.starts_with("/results/") => {
                let id = hearken_addon::percent_decode(&path["/results/".len()..]);
                post_results(&request, &id)
            }
            _ => Ok(HttpResponse::not_found()),
        }
    }
}

export_addon!(PostRatings);

#[cfg(test)]
mod tests {
    use super::*;

    fn body(value: Value) -> String {
        value.to_string()
    }

    #[test]
    fn a_rating_is_a_whole_number_from_one_to_five_of_a_named_post() {
        let ok = new_rating(&body(json!({"post_id": 42, "post_title": " Hello\u{7} ", "url": "https://site.example/hello?x=1#c", "rating": 5}))).unwrap();
        assert_eq!(ok.post_id, "42");
        assert_eq!(ok.post_title, "Hello");
        assert_eq!(ok.url, "https://site.example/hello");
        assert_eq!(ok.rating, 5);
        for rating in [json!(0), json!(6), json!(2.5), json!("3"), Value::Null] {
            let refused = new_rating(&body(
                json!({"post_id": "a", "url": "https://s.example/", "rating": rating}),
            ))
            .unwrap_err();
            assert_eq!(refused.field, "rating");
        }
        for id in [
            json!(""),
            json!("a/b"),
            json!("x".repeat(65)),
            json!(-1),
            Value::Null,
        ] {
            let refused = new_rating(&body(
                json!({"post_id": id, "url": "https://s.example/", "rating": 3}),
            ))
            .unwrap_err();
            assert_eq!(refused.field, "post_id");
        }
        let refused = new_rating(&body(
            json!({"post_id": "a", "url": "javascript:alert(1)", "rating": 3}),
        ))
        .unwrap_err();
        assert_eq!(refused.field, "url");
        assert_eq!(new_rating("[1,2]").unwrap_err().field, "post_id");
        assert_eq!(new_rating("not json").unwrap_err().field, "body");
    }

    #[test]
    fn the_average_has_one_decimal() {
        let post = Post {
            total: 3,
            sum: 13,
            ..Post::default()
        };
        assert_eq!(post.average(), 4.3);
        assert_eq!(Post::default().average(), 0.0);
    }

    #[test]
    fn results_come_ten_a_page_most_rated_first() {
        let mut posts: Vec<(String, Post)> = (0..23)
            .map(|i| {
                (
                    format!("p{i:02}"),
                    Post {
                        post_title: format!("T{i:02}"),
                        total: i % 5,
                        sum: i % 5,
                        url: String::new(),
                    },
                )
            })
            .collect();
        sort_posts(&mut posts);
        assert_eq!(posts[0].1.total, 4);
        assert_eq!(pages::slice(&posts, 1, PER_PAGE).len(), 10);
        assert_eq!(pages::slice(&posts, 3, PER_PAGE).len(), 3);
    }

    #[test]
    fn queries_and_dates_read_as_expected() {
        assert_eq!(
            query_param("page=2&post_id=hello%2Dworld", "post_id").as_deref(),
            Some("hello-world")
        );
        assert_eq!(
            query_param("post_id=a+b", "post_id").as_deref(),
            Some("a b")
        );
        assert_eq!(query_param("x=1", "post_id"), None);
        assert_eq!(query_param("post_id=%", "post_id").as_deref(), Some("%"));
        assert_eq!(
            query_param("post_id=%é%zz", "post_id").as_deref(),
            Some("%é%zz")
        );
        assert_eq!(vote_key("42", 0xab), "vote/42/00000000000000ab");
        let rating = |created_at, rating, at| Rating {
            created_at,
            rating,
            at,
        };
        let mut ratings = vec![
            ("vote/1/a".to_owned(), rating(5, 1, 5_000_002)),
            ("vote/1/b".to_owned(), rating(9, 2, 9_000_000)),
            ("vote/1/c".to_owned(), rating(5, 3, 5_000_001)),
        ];
        newest_first(&mut ratings);
        let order: Vec<u8> = ratings.iter().map(|(_, r)| r.rating).collect();
        assert_eq!(order, [2, 1, 3], "by the second, then by the microsecond");
        let all: Vec<Rating> = ratings.iter().map(|(_, r)| *r).collect();
        assert_eq!(tally(&all), (3, 6));
    }
}
