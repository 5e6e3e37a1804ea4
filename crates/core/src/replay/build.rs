//! A stored interview → the replay document: each round's question (statement and samples as the
//! candidate saw them, from `QuestionBank::text`), hints, explanations, every code snapshot with
//! its verdict, tests, timing and diff to the previous one, follow-ups and answers; then the report
//! with its evidence and chart. Only what the candidate saw: the judge's evidence is stored already
//! filtered (`JudgeOutcome::candidate_view`), and hidden tests appear by name and verdict only.

use std::collections::BTreeSet;

use similar::TextDiff;

use super::doc::{Block, Doc};
use super::stored::{RoundTranscript, StoredInterview, StoredSubmission};
use crate::interviewer::question::{FollowUpKind, FollowUpRecord};
use crate::interviewer::{QuestionBank, Verdict};
use mashang_i18n::{Locale, t};

type Args<'a> = &'a [(&'a str, &'a dyn std::fmt::Display)];

pub(crate) fn document(
    s: &StoredInterview,
    bank: &dyn QuestionBank,
    l: Locale,
    report_text: Option<&str>,
) -> Doc {
    let role = t(l, &format!("role.{}", s.role.as_str()), &[]);
    let level = t(l, &format!("level.{}", s.level.as_str()), &[]);
    let title = t(l, "replay.title", &[("role", &role), ("level", &level)]);
    let finished = s.finished_at_ms.map_or_else(|| "—".into(), date);
    let mut blocks = vec![Block::Para(t(
        l,
        "replay.meta",
        &[("id", &s.interview_id), ("started", &date(s.started_at_ms)), ("finished", &finished)],
    ))];
    if s.transcripts.is_empty() {
        blocks.push(Block::Para(t(l, "replay.not_recorded", &[])));
    }
    if s.unreadable_transcripts > 0 {
        blocks.push(Block::Para(t(l, "replay.unreadable", &[("n", &s.unreadable_transcripts)])));
    }
    let timings = (s.judge_us.len() == s.submissions.len()).then_some(&s.judge_us);
    for round in rounds(s) {
        let ctx = RoundCtx { s, bank, l, round, timings };
        ctx.write(&mut blocks);
    }
    report(s, l, report_text, &mut blocks);
    Doc { title, lang: if l == Locale::ZhCn { "zh-CN" } else { "en" }, blocks }
}

/// Every round the store knows of, in order.
fn rounds(s: &StoredInterview) -> BTreeSet<u8> {
    let mut r: BTreeSet<u8> = s.submissions.iter().map(|x| x.round).collect();
    r.extend(s.transcripts.iter().map(|x| x.round));
    r.extend(s.report.iter().flat_map(|rep| rep.rounds.iter().map(|q| q.round)));
    r
}

fn date(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .map_or_else(|| ms.to_string(), |d| d.format("%Y-%m-%d %H:%M UTC").to_string())
}

struct RoundCtx<'a> {
    s: &'a StoredInterview,
    bank: &'a dyn QuestionBank,
    l: Locale,
    round: u8,
    timings: Option<&'a Vec<u64>>,
}

impl RoundCtx<'_> {
    fn write(&self, out: &mut Vec<Block>) {
        let (s, l, round) = (self.s, self.l, self.round);
        let transcript = s.transcripts.iter().find(|x| x.round == round);
        let score = s.report.iter().flat_map(|r| r.rounds.iter()).find(|q| q.round == round);
        let submissions: Vec<(usize, &StoredSubmission)> =
            s.submissions.iter().enumerate().filter(|(_, x)| x.round == round).collect();
        let Some(question) = transcript
            .map(|x| x.question.clone())
            .or_else(|| score.map(|q| q.question.clone()))
            .or_else(|| submissions.first().map(|(_, x)| x.question.clone()))
        else {
            return;
        };
        let language = submissions.first().map_or("python", |(_, x)| x.language.as_str());
        let text = self.bank.text(&question, l, language);
        let title = text.as_ref().map_or_else(|| question.clone(), |x| x.title.clone());
        out.push(Block::Heading {
            level: 2,
            text: t(l, "replay.round", &[("round", &round), ("title", &title)]),
            anchor: Some(format!("round-{round}")),
        });
        if let Some(text) = &text {
            out.push(Block::Para(text.statement.clone()));
            for (i, sample) in text.samples.iter().enumerate() {
                let args: Args =
                    &[("n", &(i + 1)), ("input", &sample.input), ("output", &sample.output)];
                match &sample.example {
                    // As the candidate read it: in their language, highlighted like their code.
                    Some(e) => {
                        let code = match &e.output {
                            Some(output) => format!("{}\n→ {output}", e.code),
                            None => e.code.clone(),
                        };
                        out.push(Block::Code { language: language.to_string(), code });
                    }
                    None => out.push(Block::Pre(t(l, "replay.sample", args))),
                }
            }
        }
        let hints = transcript.map(|x| x.hints_used).or(score.map(|q| q.hints_used)).unwrap_or(0);
        self.hints(&question, hints, out);
        if let Some(tr) = transcript {
            self.explanations(tr, out);
        }
        let mut previous: Option<&StoredSubmission> = None;
        for (n, (index, sub)) in submissions.iter().enumerate() {
            self.attempt(n + 1, *index, sub, previous, out);
            previous = Some(sub);
        }
        if let Some(tr) = transcript {
            self.follow_ups(&question, &tr.follow_ups, out);
            self.revealed(tr, out);
        }
    }

    fn hints(&self, question: &str, used: u8, out: &mut Vec<Block>) {
        if used == 0 {
            return;
        }
        out.push(heading3(t(self.l, "replay.hints", &[])));
        let items = (0..usize::from(used))
            .map(|i| self.bank.hint(question, i, self.l).unwrap_or_default())
            .collect();
        out.push(Block::List(items));
    }

    fn explanations(&self, tr: &RoundTranscript, out: &mut Vec<Block>) {
        if tr.explanations.is_empty() && tr.design_answer.trim().is_empty() {
            return;
        }
        out.push(heading3(t(self.l, "replay.explanations", &[])));
        out.extend(tr.explanations.iter().map(|e| Block::Quote(e.clone())));
        if !tr.design_answer.trim().is_empty() && !tr.explanations.contains(&tr.design_answer) {
            out.push(Block::Quote(tr.design_answer.clone()));
        }
    }

    fn attempt(
        &self,
        n: usize,
        index: usize,
        sub: &StoredSubmission,
        previous: Option<&StoredSubmission>,
        out: &mut Vec<Block>,
    ) {
        let l = self.l;
        let e = &sub.evidence;
        let verdict = verdict_name(l, e.verdict);
        let args: Args =
            &[("n", &n), ("verdict", &verdict), ("passed", &e.passed), ("total", &e.total)];
        out.push(heading3(t(l, "replay.attempt", args)));
        let mut meta =
            t(l, "replay.submitted_at", &[("at", &date(sub.at_ms)), ("language", &sub.language)]);
        if let Some(us) = self.timings.and_then(|x| x.get(index)) {
            meta.push_str(" · ");
            meta.push_str(&t(l, "replay.judged_in", &[("ms", &(us / 1000))]));
        }
        out.push(Block::Para(meta));
        out.push(Block::Code { language: sub.language.clone(), code: sub.code.clone() });
        match previous {
            None => {}
            Some(p) if p.code == sub.code => out.push(Block::Para(t(l, "replay.unchanged", &[]))),
            Some(p) => {
                out.push(Block::Para(t(l, "replay.diff", &[("n", &(n - 1))])));
                let diff = TextDiff::from_lines(&p.code, &sub.code);
                let before = t(l, "replay.attempt_n", &[("n", &(n - 1))]);
                let after = t(l, "replay.attempt_n", &[("n", &n)]);
                out.push(Block::Diff(
                    diff.unified_diff().context_radius(3).header(&before, &after).to_string(),
                ));
            }
        }
        self.evidence(sub, out);
    }

    fn evidence(&self, sub: &StoredSubmission, out: &mut Vec<Block>) {
        let l = self.l;
        let e = &sub.evidence;
        if !e.tests.is_empty() {
            let header = ["test", "verdict", "time"].map(|k| t(l, &format!("replay.col_{k}"), &[]));
            // A hidden test is its name and verdict only, as the candidate saw it.
            let rows = e
                .tests
                .iter()
                .map(|x| {
                    let time = if x.hidden || x.not_run {
                        "—".into()
                    } else {
                        format!("{} ms", x.time_ms)
                    };
                    let name = if x.hidden {
                        format!("{} ({})", x.name, t(l, "replay.hidden", &[]))
                    } else {
                        x.name.clone()
                    };
                    vec![name, verdict_name(l, x.verdict), time]
                })
                .collect();
            out.push(Block::Table { header: header.to_vec(), rows });
        }
        if let Some(case) = &e.failing {
            let none = String::from("—");
            let args: Args = &[
                ("name", &case.name),
                ("input", &case.input),
                ("expected", case.expected.as_ref().unwrap_or(&none)),
                ("actual", case.actual.as_ref().unwrap_or(&none)),
            ];
            out.push(Block::Pre(t(l, "replay.failing", args)));
        }
        if let Some(compile) = &e.compile_output {
            out.push(Block::Pre(compile.clone()));
        }
        if let Some(c) = &e.complexity {
            let args: Args = &[("label", &c.label), ("expected", &c.expected)];
            out.push(Block::Para(t(l, "replay.complexity", args)));
        }
        if !e.style.is_empty() {
            out.push(Block::List(e.style.clone()));
        }
    }

    fn follow_ups(&self, question: &str, follow_ups: &[FollowUpRecord], out: &mut Vec<Block>) {
        if follow_ups.is_empty() {
            return;
        }
        let l = self.l;
        out.push(heading3(t(l, "replay.follow_ups", &[])));
        for f in follow_ups {
            let asked = match f.kind {
                FollowUpKind::Failing => t(l, "replay.follow_up_failing", &[]),
                FollowUpKind::Complexity => t(l, "replay.follow_up_complexity", &[]),
                FollowUpKind::Rubric => t(l, "replay.follow_up_rubric", &[]),
                FollowUpKind::Extension { index } => {
                    self.bank.follow_up(question, usize::from(index), l).unwrap_or_default()
                }
            };
            out.push(Block::Para(asked));
            match &f.answer {
                Some(answer) => out.push(Block::Quote(answer.clone())),
                None => out.push(Block::Para(t(l, "replay.no_answer", &[]))),
            }
        }
    }

    fn revealed(&self, tr: &RoundTranscript, out: &mut Vec<Block>) {
        for r in &tr.revealed {
            let none = String::from("—");
            let args: Args = &[
                ("attempt", &r.attempt),
                ("name", &r.case.name),
                ("input", &r.case.input),
                ("expected", r.case.expected.as_ref().unwrap_or(&none)),
                ("actual", r.case.actual.as_ref().unwrap_or(&none)),
            ];
            out.push(Block::Pre(t(self.l, "replay.revealed", args)));
        }
    }
}

fn heading3(text: String) -> Block {
    Block::Heading { level: 3, text, anchor: None }
}

fn verdict_name(l: Locale, v: Verdict) -> String {
    t(l, &format!("verdict.{}", v.as_str()), &[])
}

/// The report with its chart and evidence (`text`: the presenter's rendering of it).
fn report(s: &StoredInterview, l: Locale, text: Option<&str>, out: &mut Vec<Block>) {
    let title = t(l, "replay.report", &[]);
    out.push(Block::Heading { level: 2, text: title.clone(), anchor: Some("report".into()) });
    let Some(report) = &s.report else {
        out.push(Block::Para(t(l, "replay.no_report", &[])));
        return;
    };
    out.push(Block::Svg { svg: super::svg::dimension_bars(&report.overall, l), alt: title });
    if let Some(text) = text {
        out.push(Block::Pre(text.to_string()));
    }
}
