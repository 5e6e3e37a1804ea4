//! Telegram measures text in UTF-16 code units (entity offsets, the 4096 limit). This module turns
//! those offsets into byte ranges of a Rust string without ever panicking on a malformed update
//! (an offset past the end or inside a surrogate pair yields `None`).

use std::ops::Range;

/// Length of `s` in UTF-16 code units.
pub(crate) fn len(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

/// Byte range of the UTF-16 range `offset..offset + length` in `text`, if both ends fall on
/// character boundaries inside the text.
pub(crate) fn byte_range(text: &str, offset: usize, length: usize) -> Option<Range<usize>> {
    let end16 = offset.checked_add(length)?;
    let mut start = None;
    let mut units = 0usize;
    for (byte, c) in text.char_indices() {
        if units == offset {
            start = Some(byte);
        }
        if units == end16 {
            return Some(start?..byte);
        }
        if units > end16 {
            return None;
        }
        units += c.len_utf16();
    }
    if units == offset {
        start = Some(text.len());
    }
    (units == end16).then_some(start?..text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_after_emoji_and_cjk_map_to_the_right_bytes() {
        // "😀" is two UTF-16 units and four bytes; "代" is one unit and three bytes.
        let text = "😀代码 print(1) 👍";
        let r = byte_range(text, 5, 8).unwrap();
        assert_eq!(&text[r], "print(1)");
        assert_eq!(len(text), 2 + 2 + 1 + 8 + 1 + 2);
        let all = byte_range(text, 0, len(text)).unwrap();
        assert_eq!(&text[all], text);
    }

    #[test]
    fn malformed_offsets_are_rejected_not_panicking() {
        let text = "a😀b";
        assert_eq!(byte_range(text, 2, 1), None, "inside a surrogate pair");
        assert_eq!(byte_range(text, 0, 99), None, "past the end");
        assert_eq!(byte_range(text, usize::MAX, 2), None, "overflow");
        assert_eq!(byte_range(text, 4, 0), Some(text.len()..text.len()));
        assert_eq!(byte_range("", 0, 0), Some(0..0));
    }
}
