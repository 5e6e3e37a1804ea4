impl Solution {
    /// Keep the longest run of whole words that leaves room for the "..."; hard-cut a first word
    /// that is too long on its own. The text is ASCII, so byte indices are character indices.
    pub fn truncate_words(text: String, max_len: i32) -> String {
        let max_len = max_len as usize;
        if text.len() <= max_len {
            return text;
        }
        let b = text.as_bytes();
        let room = max_len - 3;
        let mut i = room;
        while i > 0 && !(b[i] == b' ' && b[i - 1] != b' ') {
            i -= 1;
        }
        let kept = if i > 0 { &text[..i] } else { &text[..room] };
        format!("{kept}...")
    }
}
