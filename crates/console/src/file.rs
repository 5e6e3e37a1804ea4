//! `/submit path/to/file.py` in the terminal: the file's text as a fenced submission in the
//! language of its extension, or the one line saying why it cannot be (missing, unreadable, too
//! large, unknown extension).

use std::path::Path;

use mashang_core::input::{self, MAX_CODE_BYTES};
use mashang_i18n::{Locale, t};
use mashang_judge::problem::Lang;

/// The path of a `/submit <path>` line, when the line is one.
pub(super) fn submit_path(line: &str) -> Option<&str> {
    let t = line.trim();
    let head = t.get(..7).filter(|h| h.eq_ignore_ascii_case("/submit"))?;
    let rest = &t[head.len()..];
    rest.starts_with(char::is_whitespace).then(|| rest.trim()).filter(|p| !p.is_empty())
}

/// Why a file cannot be submitted; [`FileRefusal::sentence`] is the one line the user sees.
#[derive(Debug, thiserror::Error)]
pub(super) enum FileRefusal {
    #[error("no known language extension")]
    Language,
    #[error("no such file")]
    Missing,
    #[error("unreadable: {0}")]
    Unreadable(std::io::Error),
    #[error("{size} bytes, over the limit")]
    TooLarge { size: u64 },
}

impl FileRefusal {
    /// The sentence shown instead of a submission, in `l`.
    pub(super) fn sentence(&self, path: &str, l: Locale) -> String {
        match self {
            FileRefusal::Language => t(
                l,
                "console.file_language",
                &[("path", &path), ("extensions", &Lang::dotted_extensions())],
            ),
            FileRefusal::Missing => t(l, "console.file_missing", &[("path", &path)]),
            FileRefusal::Unreadable(e) => {
                t(l, "console.file_unreadable", &[("path", &path), ("reason", e)])
            }
            FileRefusal::TooLarge { size } => t(
                l,
                "console.file_too_large",
                &[("path", &path), ("size", size), ("limit", &MAX_CODE_BYTES)],
            ),
        }
    }
}

/// The message to hand to the engine for the file at `path`, or why it cannot be.
pub(super) fn submission(path: &str) -> Result<String, FileRefusal> {
    let p = Path::new(path);
    let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
    let Some(language) = input::normalize_language(ext) else {
        return Err(FileRefusal::Language);
    };
    let meta = match std::fs::metadata(p) {
        Ok(m) if m.is_file() => m,
        Ok(_) => return Err(FileRefusal::Missing),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(FileRefusal::Missing),
        Err(e) => return Err(FileRefusal::Unreadable(e)),
    };
    if meta.len() > MAX_CODE_BYTES as u64 {
        return Err(FileRefusal::TooLarge { size: meta.len() });
    }
    let bytes = std::fs::read(p).map_err(FileRefusal::Unreadable)?;
    // Bytes that are not UTF-8 become U+FFFD, which the input parser reports as a binary file.
    Ok(input::fence(Some(language), &String::from_utf8_lossy(&bytes)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_submit_with_a_path_is_a_file_submission() {
        assert_eq!(submit_path("/submit sol.py"), Some("sol.py"));
        assert_eq!(submit_path("  /SUBMIT  dir/a b.rs "), Some("dir/a b.rs"));
        assert_eq!(submit_path("/submit"), None);
        assert_eq!(submit_path("/submitx a.py"), None);
    }

    #[test]
    fn a_file_becomes_a_fenced_block_in_its_extensions_language() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("sol.py");
        std::fs::write(&f, "print(1)\n").unwrap();
        let text = submission(f.to_str().unwrap()).unwrap();
        assert_eq!(text, "```python\nprint(1)\n```");
    }

    #[test]
    fn missing_large_and_unknown_files_get_one_line_each() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.py");
        let missing = missing.to_str().unwrap();
        let err = submission(missing).unwrap_err();
        assert!(matches!(err, FileRefusal::Missing), "{err:?}");
        let line = err.sentence(missing, Locale::En);
        assert!(line.starts_with("No file at"), "{line}");
        let big = dir.path().join("big.py");
        std::fs::write(&big, "#".repeat(MAX_CODE_BYTES + 1)).unwrap();
        let big = big.to_str().unwrap();
        let err = submission(big).unwrap_err();
        assert!(matches!(err, FileRefusal::TooLarge { .. }), "{err:?}");
        let line = err.sentence(big, Locale::En);
        assert!(line.contains("limit"), "{line}");
        let odd = dir.path().join("notes.txt");
        std::fs::write(&odd, "x").unwrap();
        let odd = odd.to_str().unwrap();
        let err = submission(odd).unwrap_err();
        assert!(matches!(err, FileRefusal::Language), "{err:?}");
        let line = err.sentence(odd, Locale::ZhCn);
        assert!(line.contains("扩展名"), "{line}");
    }
}
