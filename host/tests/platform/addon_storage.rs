//! The add-ons' storage writes as the storage writer commits them (`addons::capabilities::stored::storage_apply`):
//! a batch is applied in order, each write within its add-on's quota, on SQLite and PostgreSQL.

use crate::common;

use hearken::addons::capabilities::stored::{StorageChange, storage_apply, storage_get};

fn set<'a>(slug: &'a str, key: &'a str, value: &'a str, quota: u64) -> StorageChange<'a> {
    StorageChange {
        slug,
        key,
        value: Some(value),
        add: false,
        quota,
    }
}

fn delete<'a>(slug: &'a str, key: &'a str, quota: u64) -> StorageChange<'a> {
    StorageChange {
        slug,
        key,
        value: None,
        add: false,
        quota,
    }
}

backend_test!(
    a_batch_applies_in_order_within_each_addons_quota,
    |app| async move {
        let db = &app.db;
        // 20 characters each: "a" + 19, within a quota of 50 twice, not three times.
        let value = "x".repeat(19);
        let outcomes = storage_apply(
            db,
            &[
                set("one", "a", &value, 50),
                set("one", "b", &value, 50),
                set("one", "c", &value, 50),
                set("two", "a", &value, 50),
                // The same key again replaces its value: its old size no longer counts.
                set("one", "b", "short", 50),
                delete("one", "a", 50),
                set("one", "c", &value, 50),
            ],
        )
        .await
        .unwrap();
        assert_eq!(outcomes[0], None);
        assert_eq!(outcomes[1], None);
        let refused = outcomes[2]
            .as_deref()
            .expect("the third write passes the quota");
        assert!(refused.contains("storage is full"), "{refused}");
        assert_eq!(&outcomes[3..], [None, None, None, None]);
        assert_eq!(storage_get(db, "one", "a").await.unwrap(), None);
        assert_eq!(
            storage_get(db, "one", "b").await.unwrap().as_deref(),
            Some("short")
        );
        assert_eq!(
            storage_get(db, "one", "c").await.unwrap(),
            Some(value.clone())
        );
        assert_eq!(
            storage_get(db, "two", "a").await.unwrap(),
            Some(value.clone())
        );

        // The usage carried into the next batch: "b" (6) and "c" (20) leave room for 24 characters.
        let next = storage_apply(
            db,
            &[
                set("one", "d", &"y".repeat(23), 50),
                set("one", "e", "z", 50),
                delete("one", "nothing", 50),
            ],
        )
        .await
        .unwrap();
        assert_eq!(next[0], None);
        assert!(next[1].is_some(), "the quota is full");
        assert_eq!(next[2], None, "deleting a missing key is no error");
    }
);

backend_test!(concurrent_batches_keep_the_usage_exact, |app| async move {
    // Two writers at once (as two processes on one PostgreSQL would be), on the same keys.
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let db = app.db.clone();
            tokio::spawn(async move {
                for round in 0..40 {
                    let value = "v".repeat(1 + (round * 7 + w * 3) % 50);
                    let keys: Vec<String> =
                        (0..8).map(|k| format!("k{}", (k + round) % 12)).collect();
                    let changes: Vec<StorageChange<'_>> = keys
                        .iter()
                        .map(|key| set("shared", key, &value, u64::MAX >> 1))
                        .collect();
                    storage_apply(&db, &changes).await.unwrap();
                }
            })
        })
        .collect();
    for writer in writers {
        writer.await.unwrap();
    }
    let (usage, actual): (i64, i64) = hearken::on_db!(&app.db, pool => {
        sqlx::query_as(
            "SELECT (SELECT bytes FROM addon_storage_usage WHERE slug = 'shared'), \
             (SELECT CAST(SUM(LENGTH(key) + LENGTH(value)) AS BIGINT) FROM addon_storage WHERE slug = 'shared')",
        )
        .fetch_one(pool)
        .await
        .unwrap()
    });
    assert_eq!(usage, actual, "the usage row is what the entries hold");
});

fn add<'a>(slug: &'a str, key: &'a str, value: &'a str) -> StorageChange<'a> {
    StorageChange {
        slug,
        key,
        value: Some(value),
        add: true,
        quota: u64::MAX >> 1,
    }
}

backend_test!(
    counter_keys_add_up_within_a_batch_and_across_batches,
    |app| async move {
        let db = &app.db;
        let first = storage_apply(
            db,
            &[
                add(
                    "c",
                    "t/1",
                    r#"{"url": "a", "views": 1, "reached": [1, 1], "cells": {"3": 2}}"#,
                ),
                add(
                    "c",
                    "t/1",
                    r#"{"url": "b", "views": 2, "reached": [1, 1, 1], "cells": {"3": 1, "9": 1}}"#,
                ),
                set("c", "plain", "1", u64::MAX >> 1),
            ],
        )
        .await
        .unwrap();
        assert_eq!(first, [None, None, None]);
        let second = storage_apply(
            db,
            &[
                add(
                    "c",
                    "t/1",
                    r#"{"views": 4, "elements": {"h1": {"n": 1, "grid": [0, 1]}}}"#,
                ),
                add("c", "t/1", "not json"),
            ],
        )
        .await
        .unwrap();
        assert_eq!(second[0], None);
        assert!(
            second[1].as_deref().unwrap().contains("must be JSON"),
            "{second:?}"
        );
        let stored: serde_json::Value =
            serde_json::from_str(&storage_get(db, "c", "t/1").await.unwrap().unwrap()).unwrap();
        assert_eq!(
            stored,
            serde_json::json!({"url": "b", "views": 7, "reached": [2, 2, 1], "cells": {"3": 3, "9": 1}, "elements": {"h1": {"n": 1, "grid": [0, 1]}}})
        );
        // Past 1 MiB an addition is refused and the stored value stays.
        let big = format!(r#"{{"url": "{}"}}"#, "x".repeat(1024 * 1024));
        let refused = storage_apply(db, &[add("c", "t/1", &big)]).await.unwrap();
        assert!(
            refused[0]
                .as_deref()
                .unwrap()
                .contains("would make the value pass"),
            "{refused:?}"
        );
        assert!(
            storage_get(db, "c", "t/1")
                .await
                .unwrap()
                .unwrap()
                .contains("\"views\":7")
        );
    }
);
