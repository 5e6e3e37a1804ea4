//! The one sanitiser for names people choose (display names, group names): what a board, a duel
//! or a copy notice shows of them can neither ping, nor reorder the text around it, nor hide.
//!
//! Why: names are user-controlled and shown to a whole group on two platforms. A name reaches a
//! message inside text we compose, so it must be inert there whatever the platform's markup:
//! control, bidi and zero-width characters are removed; characters that start a mention or markup
//! on Discord or Telegram (`@`, `<`, `>`, backticks, `*`, `|`, `[`, `]`, `~`, `\`) become look-alikes that
//! start nothing; whitespace collapses to one space; length is capped. A verified platform handle
//! (a Telegram username) is the one way a shown name starts with an ASCII `@` (see [`handle`]),
//! so naming yourself "@someone" cannot pass for someone's handle.

/// Longest name shown, in characters.
pub const MAX_CHARS: usize = 64;

/// What an empty name (after sanitising) is shown as.
const EMPTY: &str = "?";

/// `raw` made safe to show (see the module doc).
pub fn display(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len().min(MAX_CHARS * 4));
    let mut space = false;
    let mut n = 0;
    for c in raw.chars() {
        if n == MAX_CHARS {
            break;
        }
        if c.is_whitespace() || c.is_control() {
            space = !out.is_empty();
            continue;
        }
        if invisible(c) {
            continue;
        }
        if space {
            out.push(' ');
            n += 1;
            space = false;
            if n == MAX_CHARS {
                break;
            }
        }
        out.push(look_alike(c));
        n += 1;
    }
    if out.is_empty() { EMPTY.to_string() } else { out }
}

/// A platform-verified handle shown as `@handle`, when it has the shape platforms allow
/// (ASCII letters, digits, `_`; 1 to 32 characters); `None` otherwise.
pub fn handle(raw: &str) -> Option<String> {
    let ok = !raw.is_empty()
        && raw.len() <= 32
        && raw.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    ok.then(|| format!("@{raw}"))
}

/// Format characters that change how text around them is shown or hide themselves: bidi
/// embeddings, overrides and isolates, zero-width characters, the soft hyphen, invisible
/// operators, the BOM and interlinear annotations, variation selectors, and tag characters.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}'
        | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}'
        | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF9}'..='\u{FFFB}'
        | '\u{E0000}'..='\u{E0FFF}'
    )
}

/// Markup and mention starters of either platform, as characters that look alike and start
/// nothing.
fn look_alike(c: char) -> char {
    match c {
        '@' => '＠',
        '<' => '‹',
        '>' => '›',
        '`' => 'ˋ',
        '*' => '∗',
        '|' => '¦',
        '[' => '⁅',
        ']' => '⁆',
        '~' => '∼',
        '\\' => '⧵',
        c => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_and_markup_in_a_name_become_inert_look_alikes() {
        let shown = display("@everyone <@123> [x](http://e.vil) **b** `c` ||s|| ~~t~~ \\");
        for bad in ["@", "<", ">", "[", "]", "*", "`", "|", "~", "\\"] {
            assert!(!shown.contains(bad), "{bad:?} left in {shown:?}");
        }
        assert!(shown.starts_with("＠everyone"), "{shown}");
    }

    #[test]
    fn bidi_zero_width_and_control_characters_are_removed_and_space_collapses() {
        let raw = "a\u{202E}b\u{200B}c\u{2066}d\u{FEFF}e\u{E0041}f\n\tg  \u{0007}h";
        assert_eq!(display(raw), "abcdef g h");
    }

    #[test]
    fn a_name_is_capped_and_never_empty() {
        assert_eq!(display(&"x".repeat(500)).chars().count(), MAX_CHARS);
        assert_eq!(display("\u{200B}\u{202E} \n"), EMPTY);
        assert_eq!(display("  李 雷  "), "李 雷");
    }

    #[test]
    fn only_a_well_formed_handle_is_shown_with_an_ascii_at() {
        assert_eq!(handle("user_8").as_deref(), Some("@user_8"));
        assert_eq!(handle("a b"), None);
        assert_eq!(handle("é"), None);
        assert_eq!(handle(""), None);
        assert_eq!(handle(&"a".repeat(33)), None);
    }
}
