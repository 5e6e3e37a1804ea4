//! Real small-model replies replayed through the brain. The recordings (Qwen2.5-Coder-0.5B and
//! SmolLM2-135M on llama.cpp, see the README next to them) are read at test time from
//! `MASHANG_LLM_REPLIES`, or `../shared/llm-replies` / `../../shared/llm-replies` next to the
//! checkout; the test prints a SKIP line when they are absent. Hand-written replies of our own are
//! in tests/it/fixtures/llm-replies and always run. Every decision turn is replayed in its recorded
//! order (a contract failure consumes the recorded correction reply, as it did live), against a
//! view rebuilt from the recorded request; the table of what reached the user before the gate
//! (model text shown) and after it (shown, or rejected by which rule) is printed for docs/llm.md.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use mashang_core::brain::guard::JudgeState;
use mashang_core::brain::review::{self, facts};
use mashang_core::brain::view::{EvidenceView, QuestionView, SampleView};
use mashang_core::brain::{Action, Moment, Planned, Rejection, Source, TurnInput, TurnView};
use mashang_i18n::Locale;
use serde_json::Value;

use crate::llm_brain::brain;
use crate::llm_fake::{FakeModel, Step, client, data_of};

/// One recorded exchange: the request the bot sent and the content the model answered.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub file: String,
    pub request: Value,
    pub content: String,
}

impl Recorded {
    /// A correction request carries the failed reply and the correction after the first two.
    fn is_correction(&self) -> bool {
        self.request["messages"].as_array().is_some_and(|m| m.len() > 2)
    }
    pub fn data(&self) -> Option<Value> {
        data_of(&self.request)
    }
    pub fn is_decision(&self) -> bool {
        self.data().is_some_and(|d| d.get("allowed_actions").is_some())
    }
    pub fn is_review(&self) -> bool {
        self.data().is_some_and(|d| d.get("evidence").is_some() || d.get("dimensions").is_some())
            && !self.is_decision()
    }
}

fn read_dir(dir: &Path) -> Vec<Recorded> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "jsonl"));
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().to_string();
        for line in std::fs::read_to_string(&f).unwrap().lines().filter(|l| !l.trim().is_empty()) {
            let v: Value = serde_json::from_str(line).expect("a recording line is JSON");
            let content = v["response"]["choices"][0]["message"]["content"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            out.push(Recorded { file: name.clone(), request: v["request"].clone(), content });
        }
    }
    out
}

/// The shared recordings, or `None` after printing a visible skip line.
pub fn shared() -> Option<Vec<Recorded>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dirs: Vec<PathBuf> = match std::env::var_os("MASHANG_LLM_REPLIES") {
        Some(d) => vec![PathBuf::from(d)],
        None => vec![root.join("../shared/llm-replies"), root.join("../../shared/llm-replies")],
    };
    let found = dirs.iter().find(|d| d.join("README.md").exists());
    match found {
        Some(d) => Some(read_dir(d)),
        None => {
            let tried = dirs.iter().map(|d| d.display().to_string()).collect::<Vec<_>>();
            crate::skip::skip(
                "llm_replay (shared recordings)",
                &format!("recorded model replies not found ({})", tried.join(", ")),
                "set MASHANG_LLM_REPLIES=<dir of *.jsonl>",
            );
            None
        }
    }
}

/// Our own hand-written replies (committed).
pub fn own() -> Vec<Recorded> {
    read_dir(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures/llm-replies"))
}

fn s(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}

fn verdict(v: &Value) -> &'static str {
    match v.as_str().unwrap_or_default() {
        "accepted" => "accepted",
        "time_limit" => "time_limit",
        "runtime_error" => "runtime_error",
        "compile_error" => "compile_error",
        _ => "wrong_answer",
    }
}

fn question(q: &Value) -> QuestionView {
    QuestionView {
        id: s(&q["id"]),
        title: s(&q["title"]),
        statement: s(&q["statement"]),
        samples: q["samples"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|x| SampleView { input: s(&x["input"]), output: s(&x["output"]) })
            .collect(),
        kind: if q["kind"] == "system_design" { "system_design" } else { "code" },
        topics: q["topics"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|t| t.as_str().map(str::to_string))
            .collect(),
        attempts: q["attempts"].as_u64().unwrap_or(0) as u8,
        max_attempts: q["max_attempts"].as_u64().unwrap_or(3) as u8,
        hints_used: q["hints_used"].as_u64().unwrap_or(0) as u8,
        hints_total: q["hints_total"].as_u64().unwrap_or(3) as u8,
        follow_ups_asked: Vec::new(),
        expected_time: q["expected_time"].as_str().map(str::to_string),
    }
}

fn evidence(e: &Value) -> EvidenceView {
    let opt = |k: &str| e[k].as_str().map(str::to_string);
    EvidenceView {
        verdict: verdict(&e["verdict"]),
        passed: e["passed"].as_u64().unwrap_or(0) as u32,
        total: e["total"].as_u64().unwrap_or(0) as u32,
        failing_input: opt("failing_input"),
        failing_expected: opt("failing_expected"),
        failing_actual: opt("failing_actual"),
        measured_exponent: opt("measured_exponent"),
        complexity_label: opt("complexity_label"),
        complexity_acceptable: e["complexity_acceptable"].as_bool(),
        style_findings: Vec::new(),
        compiler_output: opt("compiler_output"),
        missing_points: Vec::new(),
    }
}

/// The decision input rebuilt from a recorded request's data.
fn view_of(data: &Value) -> TurnView {
    let i = &data["interview"];
    let ev = i.get("evidence").map(evidence);
    let judge = match &ev {
        None => JudgeState::NoResult,
        Some(e) if e.verdict == "accepted" => JudgeState::Accepted,
        Some(_) => JudgeState::Failed,
    };
    TurnView {
        locale: if i["locale"] == "zh-CN" { "zh-CN" } else { "en" },
        role: "algorithm",
        level: "junior",
        language: s(&i["language"]),
        round: i["round"].as_u64().unwrap_or(1) as u8,
        rounds_total: i["rounds_total"].as_u64().unwrap_or(5) as u8,
        rounds_done: i["rounds_done"].as_u64().unwrap_or(0) as u8,
        status: "waiting_answer",
        question: i.get("question").map(question),
        evidence: ev,
        candidate_code: i["candidate_code"].as_str().map(str::to_string),
        judge,
        pending: false,
    }
}

fn moment_of(data: &Value) -> (Moment, Action) {
    match data["moment"]["kind"].as_str().unwrap_or_default() {
        "question_shown" => (Moment::QuestionShown, Action::AskQuestion),
        "judge_result" => (
            Moment::JudgeResult,
            data["allowed_actions"][0].as_str().and_then(Action::parse).unwrap_or(Action::FollowUp),
        ),
        _ => (
            Moment::CandidateMessage { candidate_message: s(&data["moment"]["candidate_message"]) },
            Action::FollowUp,
        ),
    }
}

/// What replaying a set of recordings through the brain gave.
#[derive(Debug, Default)]
pub struct Tally {
    pub replies: usize,
    pub turns: usize,
    /// Turns whose model text reached the user before the gate (contract valid, not refused).
    pub shown_before: usize,
    pub shown_after: usize,
    pub rejected: BTreeMap<Rejection, usize>,
    pub shown: Vec<String>,
}

/// Replays every decision turn of `records`, one brain per recording file (so repeats and
/// earlier questions of the same interview count), each file against its own fake server.
pub async fn replay_decisions(records: &[Recorded]) -> Tally {
    let mut tally = Tally::default();
    let mut files: Vec<&str> = records.iter().map(|r| r.file.as_str()).collect();
    files.dedup();
    for file in files {
        let decisions: Vec<&Recorded> =
            records.iter().filter(|r| r.file == file && r.is_decision()).collect();
        if decisions.is_empty() {
            continue;
        }
        let steps = decisions.iter().map(|r| Step::Reply(r.content.clone())).collect();
        let fake = FakeModel::start(steps, Step::Reply("{}".into())).await;
        let b = brain(client(&fake.base_url()));
        for first in decisions.iter().filter(|r| !r.is_correction()) {
            let data = first.data().unwrap();
            let (moment, action) = moment_of(&data);
            let turn = b
                .decide(TurnInput {
                    interview_id: file,
                    view: view_of(&data),
                    scores: &[],
                    profile: &[],
                    moment,
                    offline: Planned { action, text: s(&data["default_reply"]) },
                })
                .await;
            tally.turns += 1;
            tally.replies += turn.calls as usize;
            if let Some(why) = turn.rejected {
                *tally.rejected.entry(why).or_default() += 1;
                tally.shown_before += 1;
            }
            // A refused action comes back as the offline wording: nothing of the model's shown.
            if turn.source == Source::Model && turn.say != s(&data["default_reply"]) {
                tally.shown_before += 1;
                tally.shown_after += 1;
                tally.shown.push(format!("{file}: {}", turn.say));
            }
        }
    }
    tally
}

/// Phrases of the junk the recordings showed, checked independently of the gate's own lists.
const JUNK: &[&str] = &[
    "probing question",
    "the candidate",
    "judge's evidence",
    "<one sentence",
    "<what you say",
    "allowed_actions",
    "failing_input",
    "oneoftheseisone",
    "i'm sorry",
    "can't assist",
    "would you like me to ask",
    "continue with the next question",
    "given an integer array",
    "候选人",
    "请问我如何",
];

fn print(title: &str, t: &Tally) {
    eprintln!("== {title}: {} replies in {} decision turns", t.replies, t.turns);
    eprintln!("   model text shown: before the gate {}, after {}", t.shown_before, t.shown_after);
    for (why, n) in &t.rejected {
        eprintln!("   rejected {:<20} {n}", why.as_str());
    }
    for line in &t.shown {
        eprintln!("   shown: {line}");
    }
}

fn assert_no_junk(t: &Tally) {
    for line in &t.shown {
        let lower = line.to_lowercase();
        assert!(!JUNK.iter().any(|j| lower.contains(j)), "junk reached the user: {line}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replaying_every_recorded_decision_shows_no_junk() {
    let Some(records) = shared() else { return };
    let tally = replay_decisions(&records).await;
    print("shared recordings", &tally);
    let decisions = records.iter().filter(|r| r.is_decision()).count();
    let reviews = records.iter().filter(|r| r.is_review()).count();
    eprintln!(
        "   recorded replies: {} ({decisions} decisions, {reviews} reviews, {} other)",
        records.len(),
        records.len() - decisions - reviews
    );
    assert!(tally.turns >= 100, "the recordings were replayed: {} turns", tally.turns);
    assert_no_junk(&tally);
    assert!(tally.rejected.values().sum::<usize>() > 0, "the gate had junk to reject");
    assert!(tally.shown_after > 0, "good replies still reach the user");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn our_own_recordings_are_gated_rule_by_rule() {
    let records = own();
    assert!(!records.is_empty(), "tests/it/fixtures/llm-replies is committed");
    let tally = replay_decisions(&records).await;
    print("own recordings", &tally);
    assert_no_junk(&tally);
    for why in [Rejection::Code, Rejection::WrongLanguage, Rejection::TooLong] {
        assert!(tally.rejected.contains_key(&why), "no reply was rejected as {why}: {tally:?}");
    }
    assert!(tally.shown_after >= 2, "format-following replies are shown: {tally:?}");
}

/// Reviewer replies against a two-round report: the contract first, then the gate on the words.
#[tokio::test]
async fn replaying_every_recorded_review_never_shows_a_placeholder() {
    let Some(records) = shared() else { return };
    let r = crate::llm_review::report();
    let f = facts(&r);
    let mut contract = 0;
    let mut gated: BTreeMap<Rejection, usize> = BTreeMap::new();
    let mut accepted = 0;
    let reviews: Vec<&Recorded> = records.iter().filter(|r| r.is_review()).collect();
    for rec in &reviews {
        let system = rec.request["messages"][0]["content"].as_str().unwrap_or_default();
        let locale = if system.starts_with('你') { Locale::ZhCn } else { Locale::En };
        match review::parse_contract(&rec.content, &f, &r) {
            Err(_) => contract += 1,
            Ok(rv) => match review::gate(locale, &rv) {
                Err((why, _)) => *gated.entry(why).or_default() += 1,
                Ok(()) => accepted += 1,
            },
        }
    }
    eprintln!(
        "== reviewer: {} replies; contract-invalid {contract}; valid but rejected by the gate {:?}; accepted {accepted}",
        reviews.len(),
        gated
    );
    assert!(!reviews.is_empty());
    assert_eq!(accepted, 0, "no recorded review had usable words");
}
