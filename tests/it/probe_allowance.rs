//! The measurement behind each language's probe allowance (`Lang::probe_allowance`): what an
//! honest dialogue exchange costs beyond the program's own call time (reading the request,
//! writing the reply, the loop, helper threads), per byte and per exchange, through the real
//! sandbox on the bank's probe problems with the references as the honest programs. Ignored (it
//! measures, it asserts nothing); run it alone, as docs/performance.md says:
//! `cargo test --test it probe_allowance -- --ignored --nocapture`.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use std::collections::BTreeMap;
use std::sync::Mutex;

use mashang_judge::JudgeOptions;
use mashang_judge::problem::Lang;
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};

use crate::judge::{judge, problem, serial};

/// Function problems with a probe, across argument shapes (flat and nested lists, a linked list,
/// a tree, strings); each is measured in every language it has a reference in.
const PROBLEMS: [&str; 9] = [
    "two-sum",
    "reverse-linked-list",
    "maximum-subarray",
    "number-of-islands",
    "lowest-common-ancestor",
    "longest-substring-without-repeat",
    "merge-sorted-arrays",
    "merge-intervals",
    "keyed-list-moves",
];

/// One exchange as `probe::dialogue_points` saw it.
#[derive(Debug, Default, Clone)]
struct Seen {
    lang: String,
    n: u64,
    cpu_ms: f64,
    own_ms: f64,
    bytes: u64,
}

impl Visit for Seen {
    fn record_f64(&mut self, field: &Field, value: f64) {
        match field.name() {
            "cpu_ms" => self.cpu_ms = value,
            "own_ms" => self.own_ms = value,
            _ => {}
        }
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        match field.name() {
            "n" => self.n = value,
            "bytes" => self.bytes = value,
            _ => {}
        }
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.record_u64(field, value.max(0) as u64)
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        if field.name() == "lang" {
            self.lang = value.to_string();
        }
    }
    fn record_debug(&mut self, _: &Field, _: &dyn std::fmt::Debug) {}
}

static SEEN: Mutex<Vec<Seen>> = Mutex::new(Vec::new());

/// Keeps the judge's `probe exchange` events.
struct Collect;

impl<S: tracing::Subscriber> Layer<S> for Collect {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        if event.metadata().target() == "mashang_judge::probe::exchange" {
            let mut seen = Seen::default();
            event.record(&mut seen);
            SEEN.lock().unwrap_or_else(|e| e.into_inner()).push(seen);
        }
    }
}

/// Per language: the worst exchange's excess over its own time, the worst excess per byte among
/// exchanges big enough for bytes to dominate, and the worst excess of the small ones.
#[derive(Debug, Default)]
struct Worst {
    exchanges: usize,
    over_ms: f64,
    ns_per_byte: f64,
    small_over_ms: f64,
    over_per_own: f64,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run alone with --ignored --nocapture (docs/performance.md)"]
async fn honest_exchange_cost_beyond_the_call_per_language() {
    let _serial = serial();
    // Only this test in the run installs a subscriber (the binary's others log nowhere).
    let _ = tracing::subscriber::set_global_default(tracing_subscriber::registry().with(Collect));
    let opts = JudgeOptions { probe: true, stress: false, style: false, ..JudgeOptions::default() };
    let mut worst: BTreeMap<String, Worst> = BTreeMap::new();
    println!("lang problem n bytes cpu_ms own_ms over_ms");
    for id in PROBLEMS {
        let p = problem(id);
        for lang in [Lang::Python, Lang::JavaScript, Lang::Java, Lang::Cpp, Lang::Go, Lang::Rust] {
            let Ok(code) =
                std::fs::read_to_string(p.dir.join(format!("solutions/ref.{}", lang.ext())))
            else {
                continue;
            };
            if !crate::skip::runtime(lang, module_path!()) {
                continue;
            }
            SEEN.lock().unwrap_or_else(|e| e.into_inner()).clear();
            let out = judge().judge(&p, lang, &code, &opts).await.expect("judged");
            let seen = std::mem::take(&mut *SEEN.lock().unwrap_or_else(|e| e.into_inner()));
            if seen.is_empty() {
                println!("{lang} {id}: no probe exchanges ({:?})", out.verdict);
            }
            let w = worst.entry(lang.id().to_string()).or_default();
            for s in seen.iter().filter(|s| s.lang == lang.id() && s.own_ms.is_finite()) {
                let over = s.cpu_ms - s.own_ms;
                println!(
                    "{lang} {id} {} {} {:.3} {:.3} {over:.3}",
                    s.n, s.bytes, s.cpu_ms, s.own_ms
                );
                w.exchanges += 1;
                w.over_ms = w.over_ms.max(over);
                w.over_per_own = w.over_per_own.max(over / s.own_ms.max(0.01));
                if s.bytes >= 50_000 {
                    w.ns_per_byte = w.ns_per_byte.max(over * 1e6 / s.bytes as f64);
                } else {
                    w.small_over_ms = w.small_over_ms.max(over);
                }
            }
        }
    }
    println!(
        "\nlang exchanges worst_over_ms worst_ns_per_byte(>=50KB) worst_over_small_ms worst_over_per_own"
    );
    for (lang, w) in &worst {
        println!(
            "{lang} {} {:.2} {:.1} {:.2} {:.2}",
            w.exchanges, w.over_ms, w.ns_per_byte, w.small_over_ms, w.over_per_own
        );
    }
}
