//! Replays of a two-round interview over the real bank: every snapshot with its diff, hints,
//! follow-ups and answers, the report and its chart, and nothing of a hidden test but its name.

use std::sync::Arc;

use super::*;
use crate::interviewer::bridge::BankQuestions;
use crate::interviewer::question::{FinishReason, FollowUpKind, FollowUpRecord};
use crate::interviewer::{Evidence, Level, Role, TestLine, Verdict};
use crate::session::SessionState;

fn bank() -> BankQuestions {
    let (bank, errors) = mashang_judge::problem::testing::bank();
    assert!(errors.is_empty(), "{errors:?}");
    BankQuestions::new(Arc::new(bank))
}

fn evidence(verdict: Verdict, passed: u32) -> Evidence {
    let test = |name: &str, hidden: bool, verdict| TestLine {
        name: name.into(),
        hidden,
        verdict,
        time_ms: 3,
        not_run: false,
    };
    Evidence {
        verdict,
        passed,
        total: 3,
        failing: None,
        complexity: None,
        style: Vec::new(),
        compile_output: None,
        missing_points: Vec::new(),
        complexity_unproven: false,
        tests: vec![
            test("example-1", false, Verdict::Accepted),
            test("example-2", false, Verdict::Accepted),
            test("negatives", true, verdict),
        ],
    }
}

fn submission(code: &str, verdict: Verdict, passed: u32, at_ms: i64) -> StoredSubmission {
    StoredSubmission {
        round: 1,
        question: "two-sum".into(),
        language: "python".into(),
        code: code.into(),
        evidence: evidence(verdict, passed),
        at_ms,
    }
}

const FIRST: &str = "class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]\n";
const SECOND: &str = "class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n";

fn interview(with_transcripts: bool) -> StoredInterview {
    let mut state = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    state.interview_id = Some("0123456789abcdef".into());
    state.finish_reason = Some(FinishReason::UserEnded);
    let transcript = RoundTranscript {
        round: 1,
        question: "two-sum".into(),
        hints_used: 1,
        explanations: vec!["I keep a hash map from value to index".into()],
        follow_ups: vec![FollowUpRecord {
            kind: FollowUpKind::Failing,
            answer: Some("I returned a constant; fixed".into()),
            verdict_before: Some(Verdict::WrongAnswer),
            verdict_after: Some(Verdict::Accepted),
        }],
        revealed: Vec::new(),
        design_answer: String::new(),
    };
    StoredInterview {
        interview_id: "0123456789abcdef".into(),
        role: Role::Algorithm,
        level: Level::Junior,
        started_at_ms: 1_764_000_000_000,
        finished_at_ms: Some(1_764_000_900_000),
        submissions: vec![
            submission(FIRST, Verdict::WrongAnswer, 2, 1_764_000_100_000),
            submission(SECOND, Verdict::Accepted, 3, 1_764_000_200_000),
        ],
        transcripts: if with_transcripts { vec![transcript] } else { Vec::new() },
        unreadable_transcripts: 0,
        judge_us: vec![812_000, 640_000],
        report: Some(state.build_report(1_764_000_900_000)),
    }
}

fn md_and_html(s: &StoredInterview, l: Locale) -> (String, String) {
    let report = s.report.as_ref().map(|r| crate::present::render_report(l, &bank(), r));
    let files = export(s, &bank(), l, &ReplayFormat::ALL, report.as_deref());
    assert_eq!(files.len(), 2);
    assert!(files[0].name.ends_with(".md") && files[1].name.ends_with(".html"));
    (files[0].text.clone(), files[1].text.clone())
}

#[test]
fn a_replay_shows_each_snapshot_with_its_diff_verdict_timing_hints_and_follow_ups() {
    let (md, html) = md_and_html(&interview(true), Locale::En);
    for text in [&md, &html] {
        assert!(text.contains("Two Sum"), "the question's title");
        assert!(text.contains("812 ms") && text.contains("640 ms"), "judge timings");
        assert!(text.contains("I keep a hash map"), "the explanation");
        assert!(text.contains("I returned a constant; fixed"), "the follow-up answer");
    }
    // The second snapshot's diff to the first: the constant removed, the map added.
    assert!(md.contains("-        return [0, 1]"), "{md}");
    assert!(md.contains("+        seen = {}"), "{md}");
    assert!(html.contains("<span class=\"del\">-        return [0, 1]</span>"));
    // The report and its chart are inline; the page refers to nothing outside itself.
    assert!(html.contains("<svg") && md.contains("data:image/svg+xml;base64,"), "the chart");
    assert!(!html.contains("http://") && !html.contains("https://") && !html.contains("<script"));
    let round = html.find("id=\"round-1\"").expect("round section");
    let report = html.find("id=\"report\"").expect("report section");
    assert!(round < report);
}

#[test]
fn a_replay_never_shows_a_hidden_tests_input_or_expected_output() {
    let problem = mashang_judge::problem::testing::problem("two-sum");
    let (md, html) = md_and_html(&interview(true), Locale::En);
    let hidden: Vec<_> = problem.hidden().collect();
    assert!(!hidden.is_empty());
    for test in hidden {
        for text in [&md, &html] {
            assert!(!text.contains(&test.input), "hidden input {} leaked", test.input);
        }
    }
    // The samples the statement shows are there, as the candidate read them (named arguments).
    let sample = problem.samples().next().unwrap();
    let lang = mashang_judge::problem::Lang::Python;
    let example = problem.example(&sample.input, &sample.expected, lang).unwrap();
    assert!(md.contains(&example.code), "{md}");
}

#[test]
fn an_interview_recorded_before_transcripts_still_exports_and_says_what_is_missing() {
    let (md, _) = md_and_html(&interview(false), Locale::En);
    assert!(md.contains(&mashang_i18n::t(Locale::En, "replay.not_recorded", &[])));
    assert!(md.contains("+        seen = {}"), "snapshots and diffs are still there");
    let (zh, _) = md_and_html(&interview(false), Locale::ZhCn);
    assert!(zh.contains(&mashang_i18n::t(Locale::ZhCn, "replay.not_recorded", &[])));
}

#[test]
fn submitted_code_with_a_fence_inside_cannot_break_out_of_the_markdown_block() {
    let mut s = interview(true);
    s.submissions[1].code = "x = '''\n```\n# Injected heading\n'''\n".into();
    let (md, html) = md_and_html(&s, Locale::En);
    assert!(md.contains("````python"), "a longer fence: {md}");
    assert!(!html.contains("<h1>Injected"), "code is escaped in the page");
}
