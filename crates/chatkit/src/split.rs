//! Splits long text into pieces that fit a platform's message limit without breaking code
//! blocks: a piece that ends inside a ``` fence is closed with ``` and the next piece reopens it
//! with the same tag, so every piece renders alone. The limit is in the platform's own measure,
//! passed per character: Discord counts characters, Telegram UTF-16 code units.

/// The line that closes a fence.
const CLOSE: &str = "```";

/// A splitter for one length measure (`measure(c)`: the size of the character `c`).
struct Pieces<M> {
    measure: M,
    limit: usize,
    pieces: Vec<String>,
    cur: String,
    cur_len: usize,
}

impl<M: Fn(char) -> usize> Pieces<M> {
    fn len(&self, s: &str) -> usize {
        s.chars().map(&self.measure).sum()
    }

    /// Room a piece must keep to close an open fence: "\n```".
    fn reserve(&self, fence: &Option<String>) -> usize {
        if fence.is_some() { self.len(CLOSE) + (self.measure)('\n') } else { 0 }
    }

    /// Length of a fresh piece that only reopens `fence`.
    fn reopen_len(&self, fence: &Option<String>) -> usize {
        fence.as_ref().map_or(0, |f| self.len(f))
    }

    fn push(&mut self, sep: usize, s: &str) {
        if sep > 0 {
            self.cur.push('\n');
        }
        self.cur.push_str(s);
        self.cur_len += sep + self.len(s);
    }

    /// Adds one line of the text; `fence` is the fence open before it.
    fn line(&mut self, line: &str, fence: &Option<String>) {
        let is_fence = line.trim_start().starts_with("```");
        let after_fence = match (is_fence, fence) {
            (true, Some(_)) => None,
            (true, None) => Some(line.trim().to_string()),
            (false, f) => f.clone(),
        };
        let mut rest = line;
        loop {
            let sep = if self.cur_len > 0 { (self.measure)('\n') } else { 0 };
            let need = self.len(rest);
            if self.cur_len + sep + need + self.reserve(&after_fence) <= self.limit {
                return self.push(sep, rest);
            }
            // The line does not fit: flush what we have (if anything) and retry on a fresh piece.
            if self.cur_len > self.reopen_len(fence) {
                self.flush(fence);
                continue;
            }
            // A single line longer than a piece: cut it, at a word boundary when one is near.
            let room = self.limit.saturating_sub(self.cur_len + sep + self.reserve(fence)).max(1);
            let cut = crate::cut::cut_point(rest, room, &self.measure);
            self.push(sep, &rest[..cut]);
            rest = &rest[cut..];
            self.flush(fence);
        }
    }

    /// Ends the current piece (closing an open fence) and starts the next (reopening it).
    fn flush(&mut self, fence: &Option<String>) {
        let mut done = std::mem::take(&mut self.cur);
        if fence.is_some() {
            done.push('\n');
            done.push_str(CLOSE);
        }
        self.pieces.push(done);
        self.cur_len = 0;
        if let Some(f) = fence {
            self.cur.push_str(f);
            self.cur_len = self.len(f);
        }
    }
}

/// Splits `text` into pieces of at most `limit` as `measure` counts (`limit` must be well above
/// a fence line; the platforms' limits are). Joined with newlines, the pieces are the text with
/// fences closed and reopened at the cuts.
pub fn split(text: &str, limit: usize, measure: impl Fn(char) -> usize) -> Vec<String> {
    let text = text.trim_end();
    let mut p = Pieces { measure, limit, pieces: Vec::new(), cur: String::new(), cur_len: 0 };
    if p.len(text) <= limit {
        return vec![text.to_string()];
    }
    // The line that opened the fence we are in, if any.
    let mut fence: Option<String> = None;
    for line in text.split('\n') {
        p.line(line, &fence);
        if line.trim_start().starts_with("```") {
            fence = if fence.is_some() { None } else { Some(line.trim().to_string()) };
        }
    }
    if p.cur_len > p.reopen_len(&fence) || p.pieces.is_empty() {
        p.pieces.push(p.cur);
    }
    p.pieces
}

#[cfg(test)]
#[path = "split_tests.rs"]
mod tests;
