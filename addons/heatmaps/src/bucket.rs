//! What is kept of a page's events: a bucket per page, UTC day and viewport class, whose size
//! grows with the page's clickable things, not with the number of events (at most [`ROWS`] ×
//! [`COLUMNS`] cells, one entry per clicked selector, and 1 MiB, the host's limit of a value). A
//! batch's events, a day and a range of days are all buckets; merging adds them up, as the host
//! does when the add-on stores one (its keys are counters).

use std::collections::BTreeMap;

use hearken_addon::serde::{Deserialize, Serialize};

/// The grid's columns: each is 1/64 of the document's width.
pub const COLUMNS: u32 = 64;
/// The grid's rows: each is [`ROW_HEIGHT`] CSS px; clicks further down count in the last row.
pub const ROWS: u32 = 1024;
pub const ROW_HEIGHT: u32 = 16;
/// Scroll depths 0, 5, …, 100 percent.
pub const DEPTHS: usize = 21;

/// One clicked element: its clicks, rage clicks and where on it (a 4 × 4 grid, row by row).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Element {
    pub n: u64,
    #[serde(skip_serializing_if = "is_zero")]
    pub rage: u64,
    pub grid: [u64; 16],
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// A page's events: of a batch, of one day and viewport class, or of a range of them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Bucket {
    /// The page: origin and path.
    pub url: String,
    /// Page views captured.
    pub views: u64,
    pub clicks: u64,
    pub rage: u64,
    /// `reached[i]`: page views that saw `5·i` percent of the document.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reached: Vec<u64>,
    /// Clicks per cell, by `row · COLUMNS + col`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub cells: BTreeMap<u32, u64>,
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub elements: BTreeMap<String, Element>,
}

impl Bucket {
    pub fn is_empty(&self) -> bool {
        self.views == 0
            && self.clicks == 0
            && self.rage == 0
            && self.reached.iter().all(|n| *n == 0)
    }

    /// Counts a page view.
    pub fn view(&mut self) {
        self.views += 1;
        self.reach(0);
    }

    /// A page view saw `step · 5` percent of the document.
    pub fn reach(&mut self, step: usize) {
        if step < DEPTHS {
            if self.reached.len() < DEPTHS {
                self.reached.resize(DEPTHS, 0);
            }
            self.reached[step] += 1;
        }
    }

    /// A click in cell `cell` on `selector`, at `spot` of the element's 4 × 4 grid.
    pub fn click(&mut self, cell: u32, selector: &str, spot: usize) {
        self.clicks += 1;
        *self.cells.entry(cell).or_default() += 1;
        let element = self.element(selector);
        element.n += 1;
        element.grid[spot.min(15)] += 1;
    }

    /// A burst of clicks on `selector`.
    pub fn rage_click(&mut self, selector: &str) {
        self.rage += 1;
        self.element(selector).rage += 1;
    }

    fn element(&mut self, selector: &str) -> &mut Element {
        self.elements.entry(selector.to_owned()).or_default()
    }

    /// Adds `other` to this bucket (the url is the latest known).
    pub fn merge(&mut self, other: &Bucket) {
        if !other.url.is_empty() {
            self.url.clone_from(&other.url);
        }
        self.views += other.views;
        self.clicks += other.clicks;
        self.rage += other.rage;
        if self.reached.len() < other.reached.len() {
            self.reached.resize(other.reached.len().min(DEPTHS), 0);
        }
        for (mine, theirs) in self.reached.iter_mut().zip(&other.reached) {
            *mine += theirs;
        }
        for (cell, n) in &other.cells {
            *self.cells.entry(*cell).or_default() += n;
        }
        for (selector, theirs) in &other.elements {
            let element = self.element(selector);
            element.n += theirs.n;
            element.rage += theirs.rage;
            for (mine, theirs) in element.grid.iter_mut().zip(&theirs.grid) {
                *mine += theirs;
            }
        }
    }

    /// The average share of the page seen per page view, in percent with one decimal: the sum over
    /// the depths of the share of page views that reached them.
    pub fn average_scroll(&self) -> f64 {
        if self.views == 0 {
            return 0.0;
        }
        let steps: u64 = self.reached.iter().skip(1).sum();
        let average = (steps * 5) as f64 / self.views as f64;
        (average.min(100.0) * 10.0).round() / 10.0
    }

    /// `[{depth, reached, percent}]` for every depth.
    pub fn scroll(&self) -> Vec<hearken_addon::Value> {
        (0..DEPTHS)
            .map(|step| {
                let reached = self.reached.get(step).copied().unwrap_or(0);
                let percent = if self.views == 0 {
                    0.0
                } else {
                    ((reached as f64 / self.views as f64 * 100.0).min(100.0) * 10.0).round() / 10.0
                };
                hearken_addon::json!({"depth": step * 5, "reached": reached, "percent": percent})
            })
            .collect()
    }

    /// Selectors by clicks (then rage clicks, then name).
    pub fn top_elements(&self) -> Vec<(&String, &Element)> {
        let mut elements: Vec<_> = self.elements.iter().collect();
        elements.sort_by(|(a_sel, a), (b_sel, b)| {
            (b.n, b.rage)
                .cmp(&(a.n, a.rage))
                .then_with(|| a_sel.cmp(b_sel))
        });
        elements
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_add_up_and_stay_bounded() {
        let mut a = Bucket::default();
        a.view();
        for step in 1..=4 {
            a.reach(step);
        }
        a.click(3, "main > a", 5);
        a.click(3, "main > a", 5);
        a.rage_click("main > a");
        let mut b = Bucket {
            url: "https://s.example/x".into(),
            ..Bucket::default()
        };
        b.view();
        b.click(70, "#buy", 0);
        a.merge(&b);
        assert_eq!((a.views, a.clicks, a.rage), (2, 3, 1));
        assert_eq!(a.url, "https://s.example/x");
        assert_eq!(a.cells[&3], 2);
        assert_eq!(a.elements["main > a"].grid[5], 2);
        assert_eq!(a.elements["main > a"].rage, 1);
        assert_eq!(a.reached[0], 2);
        assert_eq!(a.average_scroll(), 10.0, "one view reached 20% of 2 views");
        let top = a.top_elements();
        assert_eq!(top[0].0, "main > a");
    }

    #[test]
    fn scroll_is_the_share_of_views_reaching_each_depth() {
        let mut bucket = Bucket::default();
        for _ in 0..4 {
            bucket.view();
        }
        for step in 1..=10 {
            bucket.reach(step);
            bucket.reach(step);
        }
        let scroll = bucket.scroll();
        assert_eq!(scroll.len(), DEPTHS);
        assert_eq!(scroll[0]["percent"], 100.0);
        assert_eq!(scroll[10]["depth"], 50);
        assert_eq!(scroll[10]["percent"], 50.0);
        assert_eq!(scroll[11]["reached"], 0);
        assert_eq!(bucket.average_scroll(), 25.0);
        assert_eq!(Bucket::default().average_scroll(), 0.0);
    }

    #[test]
    fn a_bucket_stores_compactly() {
        let mut bucket = Bucket::default();
        bucket.click(65, "a", 0);
        let text = hearken_addon::serde_json::to_string(&bucket).unwrap();
        assert!(text.contains(r#""cells":{"65":1}"#), "{text}");
        let back: Bucket = hearken_addon::serde_json::from_str(&text).unwrap();
        assert_eq!(back, bucket);
        let old: Bucket = hearken_addon::serde_json::from_str("{}").unwrap();
        assert!(old.is_empty());
    }
}
