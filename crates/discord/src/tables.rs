//! The per-test table of a verdict embed (pure): one row per test in a monospace block, capped at
//! [`MAX_ROWS`] with failures kept first and a "… and N more" line. A hidden test shows its name
//! and status only (never its input, and not its time); samples also show their time.

use mashang_core::interviewer::TestLine;
use mashang_i18n::{Locale, t};

/// Rows shown in the embed; the rest are counted.
pub(crate) const MAX_ROWS: usize = 15;
/// Characters of a test name kept in its column.
const NAME_WIDTH: usize = 22;

/// The table as a fenced block for an embed description, or `None` without test lines.
/// `total` is the number of tests judged (the lines may be fewer).
pub(crate) fn verdict_table(l: Locale, tests: &[TestLine], total: u32) -> Option<String> {
    if tests.is_empty() {
        return None;
    }
    let mut shown: Vec<usize> = (0..tests.len()).collect();
    if shown.len() > MAX_ROWS {
        shown.sort_by_key(|&i| (tests[i].passed(), tests[i].not_run, i));
        shown.truncate(MAX_ROWS);
        shown.sort_unstable();
    }
    let mut rows: Vec<String> = shown.iter().map(|&i| row(l, &tests[i])).collect();
    let hidden_rest = (total as usize).max(tests.len()) - shown.len();
    if hidden_rest > 0 {
        rows.push(t(l, "discord.more_tests", &[("n", &hidden_rest)]));
    }
    Some(format!("```\n{}\n```", rows.join("\n")))
}

fn row(l: Locale, x: &TestLine) -> String {
    let mark = if x.passed() {
        '✓'
    } else if x.not_run {
        '·'
    } else {
        '✗'
    };
    let name: String = x.name.chars().take(NAME_WIDTH).collect();
    let status = if x.not_run {
        t(l, "discord.not_run", &[])
    } else if !x.passed() {
        t(l, &format!("verdict.{}", x.verdict.as_str()), &[])
    } else if x.hidden {
        String::new()
    } else {
        format!("{} ms", x.time_ms)
    };
    format!("{mark} {name:<NAME_WIDTH$} {status}").trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_core::interviewer::Verdict;

    fn line(name: &str, hidden: bool, verdict: Verdict, ms: u32) -> TestLine {
        TestLine { name: name.into(), hidden, verdict, time_ms: ms, not_run: false }
    }

    #[test]
    fn hidden_tests_show_name_and_status_only() {
        let tests = vec![
            line("sample-1", false, Verdict::Accepted, 3),
            line("hidden-1", true, Verdict::Accepted, 41),
            line("hidden-2", true, Verdict::WrongAnswer, 17),
        ];
        let table = verdict_table(Locale::En, &tests, 3).unwrap();
        assert!(table.contains("✓ sample-1") && table.contains("3 ms"), "{table}");
        assert!(!table.contains("41 ms") && !table.contains("17 ms"), "{table}");
        assert!(table.contains("✗ hidden-2") && table.contains("wrong answer"), "{table}");
    }

    #[test]
    fn long_tables_keep_failures_and_count_the_rest() {
        let mut tests: Vec<TestLine> =
            (0..40).map(|i| line(&format!("t{i:02}"), true, Verdict::Accepted, 1)).collect();
        tests[33].verdict = Verdict::TimeLimit;
        let table = verdict_table(Locale::En, &tests, 70).unwrap();
        let rows = table.lines().filter(|r| r.starts_with(['✓', '✗', '·'])).count();
        assert_eq!(rows, MAX_ROWS);
        assert!(table.contains("✗ t33"), "the failure is kept: {table}");
        assert!(table.contains("55 more"), "{table}");
        assert!(table.chars().count() < 1024, "fits an embed field as well");
    }
}
