//! A question as the candidate reads it: header, statement, examples in their language, the
//! starter code and how to answer.

use std::fmt::Write as _;

use crate::interviewer::QuestionBank;
use mashang_i18n::{Locale, t};

pub(super) fn question(
    l: Locale,
    bank: &dyn QuestionBank,
    id: &str,
    round: u8,
    total: u8,
    language: &str,
) -> String {
    let Some(q) = bank.text(id, l, language) else {
        return t(l, "question.missing", &[("id", &id)]);
    };
    let mut s = t(
        l,
        "question.header",
        &[("round", &round), ("total", &total), ("title", &q.title), ("id", &id)],
    );
    let _ = write!(s, "\n\n{}", q.statement.trim_end());
    for (i, sample) in q.samples.iter().enumerate() {
        if let Some(example) = &sample.example {
            let _ = write!(s, "\n\n{}", example_block(l, i + 1, language, example));
            continue;
        }
        let _ = write!(
            s,
            "\n\n{}",
            t(
                l,
                "question.sample",
                &[
                    ("n", &(i + 1)),
                    ("input", &indent(&sample.input)),
                    ("output", &indent(&sample.output))
                ]
            )
        );
    }
    let kind_is_design =
        bank.brief(id).is_some_and(|b| b.kind == crate::interviewer::QuestionKind::Design);
    if kind_is_design {
        let _ = write!(s, "\n\n{}", t(l, "question.answer_design", &[]));
    } else {
        if let Some(starter) = &q.starter {
            let _ = write!(s, "\n\n{}", starter_block(l, language, starter));
        }
        let _ = write!(s, "\n\n{}", t(l, "question.answer_code", &[("language", &language)]));
    }
    s
}

/// "Starter code:" and the code fenced with its language tag (Telegram turns the fence into a `pre`
/// entity with that language, Discord and terminals show a code block).
pub(super) fn starter_block(l: Locale, language: &str, starter: &str) -> String {
    let code = starter.trim_end();
    format!("{}\n{}", t(l, "question.starter", &[]), crate::input::fence(Some(language), code))
}

/// Example `n` in `language`'s notation, fenced, with its output (a design problem's calls carry
/// their results as comments).
fn example_block(
    l: Locale,
    n: usize,
    language: &str,
    e: &mashang_judge::problem::Example,
) -> String {
    let code = crate::input::fence(Some(language), &e.code);
    match &e.output {
        Some(output) => t(l, "question.example", &[("n", &n), ("code", &code), ("output", output)]),
        None => t(l, "question.example_calls", &[("n", &n), ("code", &code)]),
    }
}

/// Indents every line of a sample by four spaces so multi-line stdin stays readable.
fn indent(text: &str) -> String {
    text.trim_end().lines().map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
}
