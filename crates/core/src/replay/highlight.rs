//! Syntax highlighting at export time (syntect's bundled grammars and themes, no files, no
//! network): code becomes HTML with inline colours, so the page needs no script or stylesheet.

use std::sync::OnceLock;

use syntect::highlighting::ThemeSet;
use syntect::html::highlighted_html_for_string;
use syntect::parsing::SyntaxSet;

use mashang_judge::problem::Lang;

fn syntaxes() -> &'static SyntaxSet {
    static SET: OnceLock<SyntaxSet> = OnceLock::new();
    SET.get_or_init(SyntaxSet::load_defaults_newlines)
}

fn themes() -> &'static ThemeSet {
    static SET: OnceLock<ThemeSet> = OnceLock::new();
    SET.get_or_init(ThemeSet::load_defaults)
}

/// `code` in `language` (a canonical id or fence tag) as a highlighted `<pre>`; `None` when the
/// language has no grammar (the caller then escapes it plainly).
pub(crate) fn html(language: &str, code: &str) -> Option<String> {
    let ext = Lang::from_tag(language).map_or(language, |l| l.ext());
    let set = syntaxes();
    let syntax = set.find_syntax_by_extension(ext).or_else(|| set.find_syntax_by_token(ext))?;
    let theme = themes().themes.get("InspiredGitHub")?;
    highlighted_html_for_string(code, set, syntax, theme).ok()
}

#[cfg(test)]
mod tests {
    #[test]
    fn python_code_is_coloured_with_inline_styles_and_escaped() {
        let html = super::html("python", "def f(a):\n    return a < 1\n").unwrap();
        assert!(html.starts_with("<pre"), "{html}");
        assert!(html.contains("style=\"color:"), "{html}");
        assert!(html.contains("&lt;") && !html.contains("a < 1"), "{html}");
    }
}
