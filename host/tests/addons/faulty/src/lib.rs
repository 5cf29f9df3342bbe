//! A test add-on written against the raw bindings (not the `Addon` trait) so that it can answer
//! malformed JSON. On `sanitize-survey` the survey title picks the fault: loop, trap, alloc,
//! recurse, panic or garbage; `count` answers `count:{n}`, n counting the calls this instance has
//! seen (1 on a fresh instance, more on a warm one: see `limits.fresh_instances`); any other title
//! passes through. `work:N` computes N million rounds of a hash and passes the survey through: a
//! healthy add-on with real work to do (the overload test). `survey-templates` always loops.

use hearken_addon::bindings::exports::hearken::addon as hk;

struct Faulty;

#[inline(never)]
#[allow(unconditional_recursion)]
fn recurse(depth: u64, pad: &mut [u8; 256]) -> u64 {
    pad[(depth % 256) as usize] = depth as u8;
    let mut next = *pad;
    1 + recurse(
        std::hint::black_box(depth + 1),
        std::hint::black_box(&mut next),
    )
}

fn misbehave(title: &str, input: String) -> Result<String, String> {
    match title {
        "loop" => loop {
            std::hint::black_box(());
        },
        "trap" => std::process::abort(),
        "alloc" => {
            let mut hoard: Vec<Vec<u8>> = Vec::new();
            loop {
                hoard.push(vec![1u8; 1024 * 1024]);
                std::hint::black_box(&hoard);
            }
        }
        "recurse" => {
            let mut pad = [0u8; 256];
            Ok(recurse(0, &mut pad).to_string())
        }
        "panic" => panic!("faulty add-on panicked on purpose"),
        "garbage" => Ok("{this is not json".to_owned()),
        "count" => {
            static CALLS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
            let n = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            let mut survey: hearken_addon::Value = hearken_addon::parse(&input)?;
            survey["title"] = format!("count:{n}").into();
            Ok(survey.to_string())
        }
        work if work.starts_with("work:") => {
            let rounds: u64 = work[5..].parse().unwrap_or(1) * 1_000_000;
            let mut h = 0xcbf2_9ce4_8422_2325u64;
            for i in 0..rounds {
                h = (h ^ std::hint::black_box(i)).wrapping_mul(0x0100_0000_01b3);
            }
            std::hint::black_box(h);
            Ok(input)
        }
        _ => Ok(input),
    }
}

impl hk::sanitize_survey::Guest for Faulty {
    fn filter(value: String) -> Result<String, String> {
        let survey: hearken_addon::Value = hearken_addon::parse(&value)?;
        let title = survey["title"].as_str().unwrap_or("").to_owned();
        misbehave(&title, value)
    }
}

impl hk::survey_templates::Guest for Faulty {
    fn filter(value: String) -> Result<String, String> {
        misbehave("loop", value)
    }
}

impl hk::lifecycle::Guest for Faulty {
    fn on_activate() -> Result<(), String> {
        Ok(())
    }
    fn on_deactivate() -> Result<(), String> {
        Ok(())
    }
    fn on_uninstall() -> Result<(), String> {
        Ok(())
    }
    fn migrate(_from: String) -> Result<(), String> {
        Ok(())
    }
}

macro_rules! pass_through {
    ($($iface:ident),*) => {$(
        impl hk::$iface::Guest for Faulty {
            fn filter(value: String) -> Result<String, String> {
                Ok(value)
            }
        }
    )*};
}
pass_through!(
    question_types,
    validate_question,
    survey_visibility,
    validate_survey_settings,
    validate_response
);

/// Its receiving service is always down: every action fails (the action outbox's tests).
impl hk::response_submitted::Guest for Faulty {
    fn notify(_event: String) -> Result<(), String> {
        Err("the receiving service answered 503".into())
    }
}

impl hk::scheduled_job::Guest for Faulty {
    fn run(job: String) -> Result<(), String> {
        misbehave(&job, String::new()).map(|_| ())
    }
}

impl hk::http_request::Guest for Faulty {
    fn handle(_request: String) -> Result<String, String> {
        Err("no endpoints".into())
    }
}

hearken_addon::bindings::__export_addon_world!(Faulty with_types_in hearken_addon::bindings);
