//! Discord's limits (2000 characters for a message, 4096 for an embed description), in
//! characters: long text goes through the kit's fence-aware splitter measured in characters, and
//! labels and titles are truncated.

/// Discord's limit on a message's content, in characters.
pub(crate) const MESSAGE_LIMIT: usize = 2000;
/// Discord's limit on an embed description, in characters.
pub(crate) const DESCRIPTION_LIMIT: usize = 4096;
/// Discord's limit on an embed title, in characters.
pub(crate) const TITLE_LIMIT: usize = 256;

/// Splits `text` into pieces of at most `limit` characters, code blocks closed and reopened at
/// the cuts (the kit's splitter, measured in characters as Discord counts).
pub(crate) fn split(text: &str, limit: usize) -> Vec<String> {
    mashang_chatkit::split::split(text, limit, |_| 1)
}

/// Byte offset of the `n`-th character (or the end).
fn byte_at(s: &str, n: usize) -> usize {
    s.char_indices().nth(n).map_or(s.len(), |(i, _)| i)
}

/// Cuts `text` to at most `limit` characters, marking the cut with an ellipsis.
pub(crate) fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let cut = byte_at(text, limit.saturating_sub(1));
    format!("{}…", &text[..cut])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn truncate_marks_the_cut() {
        assert_eq!(truncate("abcdef", 4), "abc…");
        assert_eq!(truncate("abc", 4), "abc");
    }

    /// Discord counts characters: 1500 emoji (3000 UTF-16 units) fit one message.
    #[test]
    fn discord_pieces_are_measured_in_characters() {
        let text = "😀".repeat(1500);
        assert_eq!(split(&text, MESSAGE_LIMIT), vec![text]);
        let pieces = split(&"代".repeat(2500), MESSAGE_LIMIT);
        assert_eq!(pieces.iter().map(|p| p.chars().count()).collect::<Vec<_>>(), [2000, 500]);
    }
}
