//! Splits long text into pieces that fit Discord's limits (2000 characters for a message, 4096
//! for an embed description) without breaking code blocks: a piece that ends inside a fence is
//! closed with ``` and the next piece reopens it with the same tag, so every piece renders alone.

/// Discord's limit on a message's content, in characters.
pub const MESSAGE_LIMIT: usize = 2000;
/// Discord's limit on an embed description, in characters.
pub const DESCRIPTION_LIMIT: usize = 4096;
/// Discord's limit on an embed title, in characters.
pub const TITLE_LIMIT: usize = 256;

const CLOSE: &str = "```";

/// Splits `text` into pieces of at most `limit` characters (`limit` must be well above a fence
/// line; Discord's limits are).
pub fn split(text: &str, limit: usize) -> Vec<String> {
    let text = text.trim_end();
    if text.chars().count() <= limit {
        return vec![text.to_string()];
    }
    let mut pieces = Vec::new();
    let mut cur = String::new();
    let mut cur_len = 0usize;
    // The line that opened the fence we are in, if any.
    let mut fence: Option<String> = None;
    for line in text.split('\n') {
        let is_fence = line.trim_start().starts_with("```");
        // Room a piece must keep to close an open fence: "\n```".
        let reserve = |f: &Option<String>| if f.is_some() { CLOSE.len() + 1 } else { 0 };
        let mut rest = line;
        loop {
            let sep = usize::from(cur_len > 0);
            let need = rest.chars().count();
            let after_fence = if is_fence {
                if fence.is_some() { None } else { Some(line.trim().to_string()) }
            } else {
                fence.clone()
            };
            if cur_len + sep + need + reserve(&after_fence) <= limit {
                if sep == 1 {
                    cur.push('\n');
                }
                cur.push_str(rest);
                cur_len += sep + need;
                break;
            }
            // The line does not fit: flush what we have (if anything) and retry on a fresh piece.
            if cur_len > reopen_len(&fence) {
                flush(&mut pieces, &mut cur, &mut cur_len, &fence);
                continue;
            }
            // A single line longer than a piece: cut it, at a word boundary when one is near.
            let room = limit.saturating_sub(cur_len + sep + reserve(&fence)).max(1);
            let cut = mashang_chatkit::cut::cut_point(rest, room, |_| 1);
            if sep == 1 {
                cur.push('\n');
            }
            cur.push_str(&rest[..cut]);
            cur_len += sep + rest[..cut].chars().count();
            rest = &rest[cut..];
            flush(&mut pieces, &mut cur, &mut cur_len, &fence);
        }
        if is_fence {
            fence = if fence.is_some() { None } else { Some(line.trim().to_string()) };
        }
    }
    if cur_len > reopen_len(&fence) || pieces.is_empty() {
        pieces.push(cur);
    }
    pieces
}

/// Length of a fresh piece that only reopens `fence`.
fn reopen_len(fence: &Option<String>) -> usize {
    fence.as_ref().map_or(0, |f| f.chars().count())
}

/// Ends the current piece (closing an open fence) and starts the next (reopening it).
fn flush(pieces: &mut Vec<String>, cur: &mut String, cur_len: &mut usize, fence: &Option<String>) {
    let mut done = std::mem::take(cur);
    if fence.is_some() {
        done.push('\n');
        done.push_str(CLOSE);
    }
    pieces.push(done);
    *cur_len = 0;
    if let Some(f) = fence {
        cur.push_str(f);
        *cur_len = f.chars().count();
    }
}

/// Byte offset of the `n`-th character (or the end).
fn byte_at(s: &str, n: usize) -> usize {
    s.char_indices().nth(n).map_or(s.len(), |(i, _)| i)
}

/// Cuts `text` to at most `limit` characters, marking the cut with an ellipsis.
pub fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let cut = byte_at(text, limit.saturating_sub(1));
    format!("{}…", &text[..cut])
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn balanced(piece: &str) -> bool {
        piece.lines().filter(|l| l.trim_start().starts_with("```")).count() % 2 == 0
    }

    #[test]
    fn short_text_is_one_piece() {
        assert_eq!(split("hello\n", 2000), vec!["hello"]);
    }

    #[test]
    fn code_blocks_are_closed_and_reopened_across_pieces() {
        let code: Vec<String> = (0..300).map(|i| format!("    x{i} = {i} * 2")).collect();
        let text = format!("Intro line\n```python\n{}\n```\nAfter.", code.join("\n"));
        let pieces = split(&text, 500);
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
        let pieces = split(&text, 2000);
        assert_eq!(pieces.len(), 2);
        assert_eq!(pieces.iter().map(|p| p.chars().count()).sum::<usize>(), 2500);
    }

    #[test]
    fn an_overlong_line_is_cut_between_words_not_inside_one() {
        let text = format!("{}(solution.py line 2) and more", "x ".repeat(46));
        let pieces = split(&text, 100);
        assert_eq!(pieces.len(), 2, "{pieces:?}");
        assert!(pieces[1].starts_with("(solution.py line 2)"), "{pieces:?}");
        assert_eq!(pieces.concat(), text);
    }

    #[test]
    fn truncate_marks_the_cut() {
        assert_eq!(truncate("abcdef", 4), "abc…");
        assert_eq!(truncate("abc", 4), "abc");
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
        ) {
            let mut text = lines.join("\n");
            if !balanced(&text) {
                text.push_str("\n```");
            }
            let pieces = split(&text, limit);
            for p in &pieces {
                prop_assert!(p.chars().count() <= limit, "{} chars > {limit}: {p:?}", p.chars().count());
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
            let pieces = split(&line, limit);
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
}
