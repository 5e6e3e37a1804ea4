//! `/submit path/to/file.py` in the terminal: the file's text as a fenced submission in the
//! language of its extension, or the one line saying why it cannot be (missing, unreadable, too
//! large, unknown extension).

use std::path::Path;

use mashang_core::i18n::{Locale, t};
use mashang_core::input::{self, MAX_CODE_BYTES};

/// The path of a `/submit <path>` line, when the line is one.
pub(super) fn submit_path(line: &str) -> Option<&str> {
    let t = line.trim();
    let head = t.get(..7).filter(|h| h.eq_ignore_ascii_case("/submit"))?;
    let rest = &t[head.len()..];
    rest.starts_with(char::is_whitespace).then(|| rest.trim()).filter(|p| !p.is_empty())
}

/// The message to hand to the engine for the file at `path`, or the sentence to show instead.
pub(super) fn submission(path: &str, l: Locale) -> Result<String, String> {
    let p = Path::new(path);
    let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
    let Some(language) = input::normalize_language(ext) else {
        return Err(t(l, "console.file_language", &[("path", &path)]));
    };
    let meta = match std::fs::metadata(p) {
        Ok(m) if m.is_file() => m,
        Ok(_) => return Err(t(l, "console.file_missing", &[("path", &path)])),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(t(l, "console.file_missing", &[("path", &path)]));
        }
        Err(e) => return Err(t(l, "console.file_unreadable", &[("path", &path), ("reason", &e)])),
    };
    if meta.len() > MAX_CODE_BYTES as u64 {
        let (size, limit) = (meta.len(), MAX_CODE_BYTES);
        return Err(t(
            l,
            "console.file_too_large",
            &[("path", &path), ("size", &size), ("limit", &limit)],
        ));
    }
    let bytes = std::fs::read(p)
        .map_err(|e| t(l, "console.file_unreadable", &[("path", &path), ("reason", &e)]))?;
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
        let text = submission(f.to_str().unwrap(), Locale::En).unwrap();
        assert_eq!(text, "```python\nprint(1)\n```");
    }

    #[test]
    fn missing_large_and_unknown_files_get_one_line_each() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.py");
        let err = submission(missing.to_str().unwrap(), Locale::En).unwrap_err();
        assert!(err.starts_with("No file at"), "{err}");
        let big = dir.path().join("big.py");
        std::fs::write(&big, "#".repeat(MAX_CODE_BYTES + 1)).unwrap();
        let err = submission(big.to_str().unwrap(), Locale::En).unwrap_err();
        assert!(err.contains("limit"), "{err}");
        let odd = dir.path().join("notes.txt");
        std::fs::write(&odd, "x").unwrap();
        let err = submission(odd.to_str().unwrap(), Locale::ZhCn).unwrap_err();
        assert!(err.contains("扩展名"), "{err}");
    }
}
