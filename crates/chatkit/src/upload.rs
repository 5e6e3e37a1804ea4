//! An uploaded source file → the text handed to the engine, the same for every chat front end:
//! the language from the file's extension (one table, derived from [`Lang`]), the size rule
//! checked before download and again on the bytes, and the code wrapped by [`input::fence`] so a
//! file that itself contains ``` lines (markdown in a string) reaches the judge whole.

use mashang_core::input::{self, MAX_CODE_BYTES};
use mashang_judge::problem::Lang;

/// Why an upload is refused before it is downloaded (each front end words the answer).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// The extension names no language the sandbox runs.
    #[error("{name} is not a source file of a supported language")]
    FileType { name: String },
    /// Larger than [`MAX_CODE_BYTES`].
    #[error("the file is {size} bytes; the limit is {MAX_CODE_BYTES}")]
    TooLarge { size: u64 },
}

/// What to do with a file whose extension names no language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnknownType {
    /// Refuse it ([`Refusal::FileType`]).
    Refuse,
    /// Submit it in a bare fence: the session's language applies.
    SessionLanguage,
}

/// The lower-cased extension of a file name (`sol.PY` → `py`), if it has one.
fn extension(name: &str) -> Option<String> {
    Some(name.rsplit_once('.')?.1.to_ascii_lowercase())
}

/// The bank language a file's extension names (`.py`, `.mjs`, `.cc`…).
pub fn lang_of_file(name: &str) -> Option<Lang> {
    Lang::from_ext(&extension(name)?)
}

/// The sandbox language id a file's extension names ([`Lang`] is the table).
pub fn language_of_file(name: &str) -> Option<&'static str> {
    lang_of_file(name).map(Lang::id)
}

/// Checks a file before downloading it: its declared `size`, and its extension. Returns the
/// language to submit it in: `explicit` (a language the user chose) when given, else the one the
/// extension names (`None` only with [`UnknownType::SessionLanguage`]).
pub fn admit<'a>(
    name: &str,
    size: u64,
    explicit: Option<&'a str>,
    unknown: UnknownType,
) -> Result<Option<&'a str>, Refusal> {
    let language = explicit.or_else(|| language_of_file(name));
    if language.is_none() && unknown == UnknownType::Refuse {
        return Err(Refusal::FileType { name: name.to_string() });
    }
    if size > MAX_CODE_BYTES as u64 {
        return Err(Refusal::TooLarge { size });
    }
    Ok(language)
}

/// The text to hand to the engine for a downloaded file: the note (the caption or the message
/// that came with it), then the code. Bytes that are not UTF-8 become U+FFFD, which the parser
/// reports as a binary file; more than [`MAX_CODE_BYTES`] are cut just past the limit, so the
/// engine answers with its "too long" message rather than judging a truncated file.
pub fn submission_from_file(language: Option<&str>, bytes: &[u8], note: Option<&str>) -> String {
    let bytes = &bytes[..bytes.len().min(MAX_CODE_BYTES + 1)];
    submission_text(language, &String::from_utf8_lossy(bytes), note)
}

/// Code (a file, a modal's text field) as a submission: fenced by [`input::fence`] (a fence
/// longer than any ``` line inside), unless it already starts with a fence — then it is sent as
/// is, so a pasted ```` ```go ```` block keeps its tag and any prose around it.
pub fn submission_text(language: Option<&str>, code: &str, note: Option<&str>) -> String {
    let mut s = String::new();
    if let Some(n) = note.map(str::trim).filter(|n| !n.is_empty()) {
        s.push_str(n);
        s.push('\n');
    }
    if code.trim_start().starts_with("```") {
        s.push_str(code);
    } else {
        s.push_str(&input::fence(language, code));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_core::input::Input;
    use mashang_core::msg::Msg;

    #[test]
    fn a_file_containing_a_fence_line_is_submitted_whole() {
        let md = "DOC = \"\"\"\n```\nx\n```\n```js\ny()\n```\n\"\"\"\nprint(DOC)\n";
        let text = submission_from_file(Some("python"), md.as_bytes(), Some(" O(1) "));
        let Ok(Input::Code { language, code, note }) = input::parse(&text) else {
            panic!("not code: {text}")
        };
        assert_eq!(language.as_deref(), Some("python"));
        assert_eq!(code, md, "the whole file is the code");
        assert_eq!(note.as_deref(), Some("O(1)"), "the tail is not taken for the explanation");
    }

    #[test]
    fn code_is_fenced_unless_it_already_is() {
        assert_eq!(submission_text(Some("python"), "print(1)\n", None), "```python\nprint(1)\n```");
        assert_eq!(submission_text(None, "x", Some("O(n)")), "O(n)\n```\nx\n```");
        let pasted = "```go\nfunc f() {}\n```";
        assert_eq!(submission_text(Some("python"), pasted, None), pasted);
    }

    #[test]
    fn a_file_over_the_limit_is_answered_as_too_long_and_bad_bytes_as_binary() {
        let big = vec![b'a'; MAX_CODE_BYTES * 2];
        let text = submission_from_file(Some("python"), &big, None);
        assert!(matches!(input::parse(&text), Err(Msg::TooLong { .. })), "{}", &text[..20]);
        let text = submission_from_file(Some("python"), b"print(1)\xff\n", None);
        assert_eq!(input::parse(&text), Err(Msg::Binary), "not UTF-8 is refused: {text:?}");
    }

    #[test]
    fn extensions_name_languages_from_the_language_type() {
        for lang in Lang::ALL {
            assert_eq!(lang_of_file(&format!("sol.{}", lang.ext())), Some(lang));
            assert_eq!(language_of_file(&format!("sol.{}", lang.ext())), Some(lang.id()));
        }
        assert_eq!(language_of_file("sol.PY"), Some("python"));
        assert_eq!(language_of_file("m.mjs"), Some("javascript"));
        assert_eq!(language_of_file("main.cc"), Some("cpp"));
        assert_eq!(language_of_file("main.c"), Some("c"), "the sandbox runs C");
        assert_eq!(lang_of_file("lib.h"), Some(Lang::C));
        assert_eq!(language_of_file("README"), None);
        assert_eq!(language_of_file("a.exe"), None);
    }

    #[test]
    fn uploads_are_checked_for_type_and_size_before_download() {
        let limit = MAX_CODE_BYTES as u64;
        assert_eq!(admit("sol.py", limit, None, UnknownType::Refuse), Ok(Some("python")));
        assert_eq!(
            admit("a.exe", 1, None, UnknownType::Refuse),
            Err(Refusal::FileType { name: "a.exe".into() })
        );
        assert_eq!(admit("notes.txt", 1, None, UnknownType::SessionLanguage), Ok(None));
        assert_eq!(admit("x.txt", 1, Some("go"), UnknownType::Refuse), Ok(Some("go")));
        assert_eq!(
            admit("big.rs", limit + 1, None, UnknownType::Refuse),
            Err(Refusal::TooLarge { size: limit + 1 })
        );
    }
}
