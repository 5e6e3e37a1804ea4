//! Tests of the fence-aware splitter, in characters (Discord) and UTF-16 units (Telegram).

use super::*;
use proptest::prelude::*;

/// Discord's measure.
fn chars(text: &str, limit: usize) -> Vec<String> {
    split(text, limit, |_| 1)
}

fn units(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

/// Every block the piece opens it also closes (a "```py" line inside a block is code).
fn balanced(piece: &str) -> bool {
    piece.lines().fold(None, |fence, line| after(line, &fence)).is_none()
}

#[test]
fn short_text_is_one_piece() {
    assert_eq!(chars("hello\n", 2000), vec!["hello"]);
}

#[test]
fn code_blocks_are_closed_and_reopened_across_pieces() {
    let code: Vec<String> = (0..300).map(|i| format!("    x{i} = {i} * 2")).collect();
    let text = format!("Intro line\n```python\n{}\n```\nAfter.", code.join("\n"));
    let pieces = chars(&text, 500);
    assert!(pieces.len() > 3);
    for p in &pieces {
        assert!(p.chars().count() <= 500, "{} chars", p.chars().count());
        assert!(balanced(p), "unbalanced piece:\n{p}");
    }
    assert!(pieces[1].starts_with("```python\n"));
    // Nothing is lost: every code line appears exactly once.
    let all = pieces.join("\n");
    for line in &code {
        assert_eq!(all.matches(&format!("{line}\n")).count(), 1, "{line}");
    }
    assert!(all.ends_with("After."));
}

#[test]
fn a_line_longer_than_the_limit_is_cut_on_character_boundaries() {
    let text = "面".repeat(2500);
    let pieces = chars(&text, 2000);
    assert_eq!(pieces.len(), 2);
    assert_eq!(pieces.iter().map(|p| p.chars().count()).sum::<usize>(), 2500);
}

#[test]
fn an_overlong_line_is_cut_between_words_not_inside_one() {
    let text = format!("{}(solution.py line 2) and more", "x ".repeat(46));
    let pieces = chars(&text, 100);
    assert_eq!(pieces.len(), 2, "{pieces:?}");
    assert!(pieces[1].starts_with("(solution.py line 2)"), "{pieces:?}");
    assert_eq!(pieces.concat(), text);
}

#[test]
fn in_utf16_units_astral_characters_count_twice() {
    // 150 emoji are 150 characters (one piece for Discord) but 300 UTF-16 units.
    let text = "😀".repeat(150);
    assert_eq!(chars(&text, 200).len(), 1);
    let pieces = split(&text, 200, char::len_utf16);
    assert_eq!(pieces.len(), 2, "{pieces:?}");
    assert!(pieces.iter().all(|p| units(p) <= 200));
    assert_eq!(pieces.concat(), text);
}

/// The text without fence lines and whitespace: what a reader sees, whatever the cuts.
fn content(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with("```"))
        .flat_map(|l| l.chars().filter(|c| !c.is_whitespace()))
        .collect()
}

proptest! {
    #[test]
    fn any_text_splits_into_fitting_balanced_pieces_that_lose_nothing(
        lines in prop::collection::vec("[a-z<>&_*😀代 ]{0,60}|```[a-z]{0,4}|```", 0..80),
        limit in 100usize..600,
        utf16 in any::<bool>(),
    ) {
        let mut text = lines.join("\n");
        if !balanced(&text) {
            text.push_str("\n```");
        }
        let measure = |c: char| if utf16 { c.len_utf16() } else { 1 };
        let pieces = split(&text, limit, measure);
        for p in &pieces {
            let len: usize = p.chars().map(measure).sum();
            prop_assert!(len <= limit, "{len} > {limit}: {p:?}");
            prop_assert!(balanced(p), "unbalanced piece: {p:?}");
        }
        prop_assert_eq!(content(&pieces.join("\n")), content(&text));
    }

    /// One overlong line: the pieces fit, concatenate back to it, and a piece ends inside a
    /// word only when the last tenth of its room held no space or punctuation.
    #[test]
    fn an_overlong_line_splits_at_a_boundary_when_one_is_in_the_window(
        line in "[a-z]{1,8}( [a-z(),.]{1,12}){20,80}",
        limit in 100usize..300,
    ) {
        let pieces = chars(&line, limit);
        prop_assert_eq!(pieces.concat(), line.clone());
        let mut at = 0;
        for p in &pieces[..pieces.len() - 1] {
            prop_assert!(p.chars().count() <= limit);
            let window: String = p.chars().skip(limit - limit / 10).collect();
            let next = line[at + p.len()..].chars().next();
            let boundary_in_window = window.chars().any(|c| " ,)".contains(c))
                || window.contains('(');
            if boundary_in_window {
                let last = p.chars().last().unwrap();
                prop_assert!(" ,)".contains(last) || next == Some('('), "{p:?} | {next:?}");
            }
            at += p.len();
        }
    }
}

#[test]
fn a_fence_with_a_language_inside_a_block_is_code_and_does_not_close_it() {
    let code: Vec<String> = (0..60).map(|i| format!("line {i}")).collect();
    let text = format!("```md\n```py\n{}\n```\nAfter.", code.join("\n"));
    let pieces = chars(&text, 200);
    assert!(pieces.len() > 2);
    for p in &pieces {
        assert!(balanced(p), "unbalanced piece:\n{p}");
        assert!(p.starts_with("```md") || p.ends_with("After."), "reopened wrongly:\n{p}");
    }
}
