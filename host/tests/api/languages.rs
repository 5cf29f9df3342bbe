//! Issue 34: a survey's base language and translations, the language the widget shows it in and
//! the widget's words, fallbacks to the base, the translator's file (export, import and its
//! refusals), the language each response remembers (list filter, results split, export column)
//! and the admin's language.

use crate::common;

use axum::http::Method;
use common::Client;
use serde_json::{Value, json};

async fn save(admin: &mut Client, survey: Value) -> Value {
    let res = admin.post("/api/v1/surveys", survey).await;
    assert!(res.status == 201 || res.status == 200, "{}", res.body);
    res.body["survey"].clone()
}

async fn offer(admin: &mut Client, languages: Value) {
    let res = admin
        .post("/api/v1/settings", json!({"languages": languages}))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
}

/// A two-question survey in English with a complete German and a partial Arabic translation.
fn plans() -> Value {
    json!({
        "id": null, "title": "Plans", "status": "publish", "language": "en",
        "questions": [
            {"id": "p", "type": "radio-button", "title": "Which plan?", "config": {"options": ["Basic", "Pro"]}},
            {"id": "w", "type": "text", "title": "Why that one?",
             "logic": {"enabled": true, "action": "show", "conditions": [{"question_id": "p", "compare": "is", "value": "Pro"}]}}
        ],
        "settings": {"thank_you": {"type": "message", "message": "Thanks!"}},
        "translations": {
            "de": {"title": "Tarife", "questions.p.title": "Welcher Tarif?", "questions.p.options.0": "Basis",
                   "questions.p.options.1": "Profi", "questions.w.title": "Warum dieser?", "thank_you.message": "Danke!"},
            "ar": {"title": "الخطط", "questions.p.title": "أي خطة؟"}
        }
    })
}

async fn widget(client: &mut Client, lang: &str) -> Value {
    let res = client
        .get(&format!(
            "/api/v1/widget/survey?url=https%3A%2F%2Fsite.test%2F&lang={lang}"
        ))
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    res.body
}

backend_test!(
    the_widget_shows_a_survey_in_the_pages_language_and_falls_back_to_the_base,
    |app| async move {
        let mut admin = app.admin().await;
        let stored = save(&mut admin, plans()).await;
        assert_eq!(stored["language"], "en");
        assert_eq!(stored["translations"]["de"]["title"], "Tarife");
        let mut visitor = app.client();

        // No language offered yet: a one-language site shows the base, whatever the page says.
        let answer = widget(&mut visitor, "de-DE").await;
        assert_eq!(answer["survey"]["title"], "Plans");
        assert_eq!(answer["survey"]["lang"], "en");
        assert_eq!(
            answer["lang"], "en",
            "the words follow the survey's language"
        );
        assert!(answer.get("words").is_none());

        offer(&mut admin, json!(["de", "ar"])).await;
        // German by lookup (de-AT → de), every text and the condition on an option translated.
        let answer = widget(&mut visitor, "de-AT,en").await;
        let survey = &answer["survey"];
        assert_eq!(survey["title"], "Tarife");
        assert_eq!(survey["lang"], "de");
        assert_eq!(survey["dir"], "ltr");
        assert_eq!(survey["questions"][0]["title"], "Welcher Tarif?");
        assert_eq!(
            survey["questions"][0]["config"]["options"],
            json!(["Basis", "Profi"])
        );
        assert_eq!(
            survey["questions"][1]["logic"]["conditions"][0]["value"],
            "Profi"
        );
        assert_eq!(survey["settings"]["thank_you"]["message"], "Danke!");
        assert_eq!(answer["lang"], "de");
        assert_eq!(answer["words"]["next"], "Weiter");

        // Arabic: right to left, and the texts it lacks in the base language.
        let answer = widget(&mut visitor, "ar").await;
        let survey = &answer["survey"];
        assert_eq!(survey["lang"], "ar");
        assert_eq!(survey["dir"], "rtl");
        assert_eq!(survey["title"], "الخطط");
        assert_eq!(
            survey["questions"][0]["config"]["options"],
            json!(["Basic", "Pro"])
        );
        assert_eq!(survey["questions"][1]["title"], "Why that one?");
        assert_eq!(answer["dir"], "rtl");

        // A page in a language the survey lacks sees the base; one that says nothing too.
        for lang in ["fr,ja", ""] {
            let answer = widget(&mut visitor, lang).await;
            assert_eq!(answer["survey"]["title"], "Plans", "{lang}");
            assert_eq!(answer["survey"]["lang"], "en");
        }
        // The base language wins over a near translation: an English page is not shown German.
        let answer = widget(&mut visitor, "en-GB,de").await;
        assert_eq!(answer["survey"]["title"], "Plans");
        // Nonsense tags are ignored, not refused.
        let answer = widget(&mut visitor, "%3Cscript%3E,de").await;
        assert_eq!(answer["survey"]["lang"], "de");
    }
);

backend_test!(
    a_response_remembers_its_language_and_its_choices_count_with_the_base,
    |app| async move {
        let mut admin = app.admin().await;
        offer(&mut admin, json!(["de"])).await;
        let id = save(&mut admin, plans()).await["id"].as_i64().unwrap();
        let mut visitor = app.client();
        let answer = |lang: Option<&'static str>, plan: &'static str| {
            let app = &app;
            async move {
                let nonce = app.submission_nonce(id).await;
                let mut body =
                    json!({"answers": [{"question_id": "p", "value": plan}], "nonce": nonce});
                if let Some(lang) = lang {
                    body["lang"] = json!(lang);
                }
                body
            }
        };
        for (lang, plan) in [
            (Some("de"), "Profi"),
            (Some("de"), "Basis"),
            (Some("en"), "Pro"),
            (None, "Pro"),
        ] {
            let body = answer(lang, plan).await;
            let res = visitor
                .post(&format!("/api/v1/surveys/{id}/responses"), body)
                .await;
            assert_eq!(res.status, 201, "{}", res.body);
        }
        // A German choice is stored as the base option; the language is kept.
        let list = admin
            .get(&format!("/api/v1/surveys/{id}/responses?language=de"))
            .await;
        assert_eq!(list.status, 200, "{}", list.body);
        let items = list.body["items"].as_array().unwrap();
        assert_eq!(items.len(), 2);
        assert!(items.iter().all(|r| r["language"] == "de"));
        let values: Vec<&Value> = items.iter().map(|r| &r["answers"][0]["value"]).collect();
        assert_eq!(values, [&json!("Basic"), &json!("Pro")]);
        // No lang sent: the base language.
        let en = admin
            .get(&format!("/api/v1/surveys/{id}/responses?language=en"))
            .await;
        assert_eq!(en.body["items"].as_array().unwrap().len(), 2);
        let bad = admin
            .get(&format!("/api/v1/surveys/{id}/responses?language=%3Cx%3E"))
            .await;
        assert_eq!(bad.status, 422, "{}", bad.body);
        assert!(bad.message().contains("not a language tag"), "{}", bad.body);

        // The results: the split, the options counted together, a filter to one language.
        let results = admin.get(&format!("/api/v1/surveys/{id}/results")).await;
        assert_eq!(results.status, 200, "{}", results.body);
        assert_eq!(
            results.body["languages"],
            json!([{"language": "de", "responses": 2}, {"language": "en", "responses": 2}])
        );
        let pro = |body: &Value| {
            body["question_stats"][0]["options"]
                .as_array()
                .unwrap()
                .iter()
                .find(|o| o["value"] == "Pro")
                .unwrap()["count"]
                .clone()
        };
        assert_eq!(pro(&results.body), 3);
        let german = admin
            .get(&format!("/api/v1/surveys/{id}/results?language=de"))
            .await;
        assert_eq!(german.status, 200, "{}", german.body);
        assert_eq!(german.body["range_responses_count"], 2);
        assert_eq!(pro(&german.body), 1);
        assert_eq!(german.body["language"], "de");

        // The export's language column (exports are Pro's).
        admin.license(hearken::licensing::Tier::Pro).await;
        let (status, _, bytes) = admin
            .get_raw(&format!(
                "/api/v1/exports?survey_id={id}&report=general&format=csv"
            ))
            .await;
        assert_eq!(status, 200);
        let csv = String::from_utf8(bytes).unwrap();
        let mut lines = csv.lines();
        let header = lines.next().unwrap();
        assert!(header.contains("Language"), "{header}");
        let column = header
            .split(',')
            .position(|h| h.trim_matches('"') == "Language")
            .unwrap();
        let mut languages: Vec<String> = lines
            .map(|l| {
                l.split(',')
                    .nth(column)
                    .unwrap()
                    .trim_matches('"')
                    .to_owned()
            })
            .collect();
        languages.sort();
        assert_eq!(languages, ["de", "de", "en", "en"]);
    }
);

backend_test!(
    a_save_keeps_tags_tidy_and_refuses_what_cannot_be_a_translation,
    |app| async move {
        let mut admin = app.admin().await;
        let mut survey = plans();
        survey["translations"] = json!({"pt-br": {"title": "Planos", "questions.gone.title": "x"}});
        let stored = save(&mut admin, survey).await;
        assert_eq!(
            stored["translations"],
            json!({"pt-BR": {"title": "Planos"}}),
            "tags in their case, texts of removed questions dropped"
        );
        let id = stored["id"].clone();
        for (translations, field, message) in [
            (
                json!({"en": {"title": "Plans"}}),
                "translations.en",
                "base language",
            ),
            (
                json!({"english please": {"title": "x"}}),
                "translations.english please",
                "not a language tag",
            ),
        ] {
            let res = admin
                .post(
                    "/api/v1/surveys",
                    json!({"id": id, "translations": translations}),
                )
                .await;
            assert_eq!(res.status, 422, "{}", res.body);
            assert!(
                res.body["fields"][field]
                    .as_str()
                    .unwrap()
                    .contains(message),
                "{}",
                res.body
            );
        }
        let res = admin
            .post(
                "/api/v1/surveys",
                json!({"id": id, "language": "not a tag"}),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        // Nothing was lost by the refusals.
        let kept = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(kept.body["translations"]["pt-BR"]["title"], "Planos");
        let res = admin
            .post("/api/v1/settings", json!({"languages": ["de", "de"]}))
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        let res = admin
            .post("/api/v1/settings", json!({"languages": ["xx yy"]}))
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
    }
);

backend_test!(
    the_texts_endpoint_counts_each_languages_completeness,
    |app| async move {
        let mut admin = app.admin().await;
        offer(&mut admin, json!(["de", "fr"])).await;
        let res = admin.post("/api/v1/surveys/texts", plans()).await;
        assert_eq!(res.status, 200, "{}", res.body);
        let ids: Vec<&str> = res.body["texts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["id"].as_str().unwrap())
            .collect();
        assert_eq!(
            ids,
            [
                "title",
                "questions.p.title",
                "questions.p.options.0",
                "questions.p.options.1",
                "questions.w.title",
                "thank_you.message"
            ]
        );
        assert_eq!(
            res.body["languages"],
            json!([
                {"language": "de", "translated": 6, "total": 6},
                {"language": "fr", "translated": 0, "total": 6},
                {"language": "ar", "translated": 2, "total": 6}
            ])
        );
    }
);

backend_test!(
    a_translators_file_goes_out_and_comes_back_or_is_refused_whole,
    |app| async move {
        let mut admin = app.admin().await;
        offer(&mut admin, json!(["de", "fr"])).await;
        let id = save(&mut admin, plans()).await["id"].as_i64().unwrap();
        let (status, headers, bytes) = admin
            .get_raw(&format!(
                "/api/v1/surveys/{id}/translations?format=csv&language=fr"
            ))
            .await;
        assert_eq!(status, 200);
        assert!(
            headers["content-disposition"]
                .to_str()
                .unwrap()
                .contains("attachment")
        );
        let csv = String::from_utf8(bytes).unwrap();
        assert!(csv.starts_with("id,language,base,text\n"), "{csv}");
        assert!(csv.contains("questions.p.options.1,fr,Pro,\n"), "{csv}");
        // The translator fills in French and sends it back.
        let filled = csv
            .replace("title,fr,Plans,", "title,fr,Plans,Forfaits")
            .replace(
                "questions.p.options.1,fr,Pro,",
                "questions.p.options.1,fr,Pro,\"Pro, le meilleur\"",
            );
        let res = admin
            .send_bytes(
                Method::POST,
                &format!("/api/v1/surveys/{id}/translations"),
                "text/csv",
                filled.into_bytes(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(res.body["imported"], 2);
        assert_eq!(
            res.body["survey"]["translations"]["fr"]["title"],
            "Forfaits"
        );
        assert_eq!(
            res.body["survey"]["translations"]["fr"]["questions.p.options.1"],
            "Pro, le meilleur"
        );
        assert_eq!(
            res.body["survey"]["translations"]["de"]["title"], "Tarife",
            "other languages kept"
        );

        // JSON both ways.
        let (status, _, bytes) = admin
            .get_raw(&format!("/api/v1/surveys/{id}/translations?format=json"))
            .await;
        assert_eq!(status, 200);
        let mut file: Value = serde_json::from_slice(&bytes).unwrap();
        assert_eq!(file["base_language"], "en");
        let rows = file["texts"].as_array_mut().unwrap();
        assert!(
            rows.iter()
                .any(|r| r["language"] == "ar" && r["id"] == "title" && r["text"] == "الخطط")
        );
        for row in rows.iter_mut() {
            if row["language"] == "fr" && row["id"] == "thank_you.message" {
                row["text"] = json!("Merci !");
            }
        }
        let res = admin
            .send_bytes(
                Method::POST,
                &format!("/api/v1/surveys/{id}/translations"),
                "application/json",
                file.to_string().into_bytes(),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        assert_eq!(
            res.body["survey"]["translations"]["fr"]["thank_you.message"],
            "Merci !"
        );

        // What does not fit is refused, each row named, and nothing of the file is kept.
        let bad = "id,language,base,text\n\
                   title,fr,Plans,Nouveau titre\n\
                   questions.zz.title,fr,,Quoi\n\
                   title,xx yy,Plans,x\n\
                   title,en,Plans,Plans\n\
                   title,de,Old title,Alter Titel\n";
        let res = admin
            .send_bytes(
                Method::POST,
                &format!("/api/v1/surveys/{id}/translations"),
                "text/csv",
                bad.as_bytes().to_vec(),
            )
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        assert_eq!(res.code(), "invalid_translations");
        let fields = &res.body["fields"];
        assert!(
            fields["line 3"]
                .as_str()
                .unwrap()
                .contains("is not a text of this survey"),
            "{fields}"
        );
        assert!(
            fields["line 4"]
                .as_str()
                .unwrap()
                .contains("not a language tag"),
            "{fields}"
        );
        assert!(
            fields["line 5"].as_str().unwrap().contains("base language"),
            "{fields}"
        );
        assert!(
            fields["line 6"]
                .as_str()
                .unwrap()
                .contains("has changed since the export"),
            "{fields}"
        );
        assert!(
            res.message().contains("Nothing was imported"),
            "{}",
            res.body
        );
        let kept = admin.get(&format!("/api/v1/surveys/{id}")).await;
        assert_eq!(kept.body["translations"]["fr"]["title"], "Forfaits");

        for (content_type, body, code) in [
            ("text/csv", "name,value\nx,y\n", "invalid_translations"),
            ("application/json", "{\"texts\": 3}", "invalid_translations"),
            ("application/xml", "<x/>", "unsupported_media_type"),
        ] {
            let res = admin
                .send_bytes(
                    Method::POST,
                    &format!("/api/v1/surveys/{id}/translations"),
                    content_type,
                    body.as_bytes().to_vec(),
                )
                .await;
            assert!(res.status == 422 || res.status == 400, "{}", res.body);
            assert_eq!(res.code(), code, "{}", res.body);
        }
        let res = admin
            .get(&format!("/api/v1/surveys/{id}/translations?format=pdf"))
            .await;
        assert_eq!(res.status, 400, "{}", res.body);
    }
);

backend_test!(
    each_administrator_picks_the_admins_language,
    |app| async move {
        let mut admin = app.admin().await;
        let me = admin.get("/api/v1/auth/me").await;
        assert_eq!(me.body["user"]["language"], Value::Null);
        let res = admin
            .post("/api/v1/auth/language", json!({"language": "de"}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let me = admin.get("/api/v1/auth/me").await;
        assert_eq!(me.body["user"]["language"], "de");
        let res = admin
            .post("/api/v1/auth/language", json!({"language": "tlh"}))
            .await;
        assert_eq!(res.status, 422, "{}", res.body);
        let res = admin.post("/api/v1/auth/language", json!({})).await;
        assert!(res.status == 400 || res.status == 422, "{}", res.body);
        let me = admin.get("/api/v1/auth/me").await;
        assert_eq!(
            me.body["user"]["language"], "de",
            "a refused body changes nothing"
        );
        let res = admin
            .post("/api/v1/auth/language", json!({"language": null}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let me = admin.get("/api/v1/auth/me").await;
        assert_eq!(me.body["user"]["language"], Value::Null);
        // A visitor cannot set anything.
        let mut visitor = app.client();
        let res = visitor
            .post("/api/v1/auth/language", json!({"language": "de"}))
            .await;
        assert!(res.status == 401 || res.status == 403, "{}", res.body);
    }
);

backend_test!(
    the_ai_summary_is_told_the_answers_languages_and_writes_in_the_administrators,
    |app| async move {
        let mut admin = app.admin().await;
        offer(&mut admin, json!(["de"])).await;
        let id = save(&mut admin, plans()).await["id"].as_i64().unwrap();
        let mut visitor = app.client();
        for (lang, text) in [("de", "Zu teuer"), ("en", "Too dear")] {
            let nonce = app.submission_nonce(id).await;
            let res = visitor
                .post(
                    &format!("/api/v1/surveys/{id}/responses"),
                    json!({"answers": [{"question_id": "p", "value": "Pro"}, {"question_id": "w", "value": text}], "nonce": nonce, "lang": lang}),
                )
                .await;
            assert_eq!(res.status, 201, "{}", res.body);
        }
        admin.license(hearken::licensing::Tier::Pro).await;
        let (url, seen) = common::ai::openai_mock((
            200,
            json!({"choices": [{"message": {"role": "assistant", "content": "Zu teuer."}}]}),
        ))
        .await;
        let res = admin
            .post(
                "/api/v1/settings",
                json!({"ai_summary_endpoint": url, "ai_summary_api_key": "sk-test"}),
            )
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = admin
            .post("/api/v1/auth/language", json!({"language": "de"}))
            .await;
        assert_eq!(res.status, 200, "{}", res.body);
        let res = admin
            .post(&format!("/api/v1/ai-summary/{id}"), json!({}))
            .await;
        assert_eq!(res.body["success"], true, "{}", res.body);
        let sent = seen.lock().await[0].clone();
        let system = sent["messages"][0]["content"].as_str().unwrap();
        assert!(
            system.contains("German (de), English (en)")
                || system.contains("English (en), German (de)"),
            "{system}"
        );
        assert!(
            system.ends_with("Write the summary in German (de)."),
            "{system}"
        );
        let answers = sent["messages"][1]["content"].as_str().unwrap();
        assert!(
            answers.contains("[de] Why that one?: Zu teuer"),
            "{answers}"
        );
        assert!(
            answers.contains("[en] Why that one?: Too dear"),
            "{answers}"
        );
    }
);
