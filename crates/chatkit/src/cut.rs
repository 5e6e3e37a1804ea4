//! Where to cut a line too long for one message, shared by both chat front ends (Discord counts
//! characters, Telegram UTF-16 units of the escaped HTML: the caller passes the measure): at a
//! space or punctuation boundary within the last tenth of the room when there is one, so a word
//! like "solution.py" is not split in two; otherwise exactly at the room.

/// Characters after which a line may be cut. Not `.`, `:`, `/` or `-`: they sit inside file
/// names, paths and numbers ("solution.py", "3.14"), which must stay whole.
fn ends_a_chunk(c: char) -> bool {
    c.is_whitespace() || ",;!?)]}，。；：！？）、》」』".contains(c)
}

/// Characters before which a line may be cut.
fn starts_a_chunk(c: char) -> bool {
    "([{<（《「『".contains(c)
}

/// The byte offset at which to cut `line` so that its head measures at most `room` (at least one
/// character is always taken, so a caller's loop advances). `measure` gives each character's size.
pub fn cut_point(line: &str, room: usize, measure: impl Fn(char) -> usize) -> usize {
    let window_start = room.saturating_sub((room / 10).max(1));
    let mut used = 0usize;
    let mut best = None;
    let mut prev: Option<char> = None;
    for (i, c) in line.char_indices() {
        if used >= window_start && (prev.is_some_and(ends_a_chunk) || (i > 0 && starts_a_chunk(c)))
        {
            best = Some(i);
        }
        let m = measure(c);
        if used + m > room {
            return best.unwrap_or(if i == 0 { c.len_utf8() } else { i });
        }
        used += m;
        prev = Some(c);
    }
    line.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_word_is_not_cut_when_a_boundary_is_near() {
        let line = "see the failing line (solution.py line 2)";
        let cut = cut_point(line, 22, |_| 1);
        assert_eq!(&line[..cut], "see the failing line ");
        assert_eq!(&line[cut..], "(solution.py line 2)");
    }

    #[test]
    fn without_a_boundary_in_the_window_the_cut_is_at_the_room() {
        let line = "a ".to_string() + &"x".repeat(100);
        assert_eq!(cut_point(&line, 50, |_| 1), 50);
        assert_eq!(cut_point("😀😀", 1, |c| c.len_utf16()), "😀".len(), "one char at least");
    }

    proptest! {
        /// Cutting repeatedly: no part exceeds the room, the parts concatenate to the input, and
        /// every part but the last ends on a boundary whenever the window held one.
        #[test]
        fn parts_fit_concatenate_and_end_on_a_boundary_when_one_is_near(
            line in "[a-z .,()一二😀]{0,300}",
            room in 10usize..60,
        ) {
            let mut rest = line.as_str();
            let mut joined = String::new();
            while !rest.is_empty() {
                let cut = cut_point(rest, room, char::len_utf16);
                let (head, tail) = rest.split_at(cut);
                let units: usize = head.chars().map(char::len_utf16).sum();
                prop_assert!(units <= room.max(2), "{head:?} is {units} > {room}");
                if !tail.is_empty() {
                    let window = room - (room / 10).max(1);
                    let mut used = 0;
                    let mut boundary = false;
                    let mut prev = None;
                    for (i, c) in rest.char_indices() {
                        let m = c.len_utf16();
                        if used + m > room { break; }
                        if used >= window && i > 0
                            && (prev.is_some_and(ends_a_chunk) || starts_a_chunk(c)) {
                            boundary = true;
                        }
                        used += m;
                        prev = Some(c);
                    }
                    if boundary {
                        let last = head.chars().last().unwrap();
                        let next = tail.chars().next().unwrap();
                        prop_assert!(ends_a_chunk(last) || starts_a_chunk(next),
                            "{head:?} | {tail:?} not at a boundary");
                    }
                }
                joined.push_str(head);
                rest = tail;
            }
            prop_assert_eq!(joined, line);
        }
    }
}
