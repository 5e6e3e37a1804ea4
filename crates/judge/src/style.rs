//! Style signals without an LLM: compiler warnings on the submission's own lines (g++ -Wall -Wextra,
//! rustc, javac -Xlint:all) and the Python AST findings reported by the Python driver.

use super::StyleFinding;
use crate::problem::Lang;

const MAX_FINDINGS: usize = 12;

/// Warnings in the compiler output that point into the submission (`user_lines` long).
pub(crate) fn compiler_findings(lang: Lang, output: &str, user_lines: usize) -> Vec<StyleFinding> {
    let mut out: Vec<StyleFinding> = Vec::new();
    let lines: Vec<&str> = output.lines().collect();
    for (k, line) in lines.iter().enumerate() {
        let found = match lang {
            Lang::Cpp => cpp(line),
            Lang::Java => java(line, user_lines),
            Lang::Rust => rust(line, lines.get(k + 1).copied(), user_lines),
            _ => None,
        };
        if let Some(f) = found
            && !out.iter().any(|o| o.line == f.line && o.message == f.message)
        {
            out.push(f);
        }
    }
    out.truncate(MAX_FINDINGS);
    out
}

/// `solution.cpp:3:9: warning: unused variable 'x' [-Wunused-variable]`
fn cpp(line: &str) -> Option<StyleFinding> {
    let rest = line.strip_prefix("solution.cpp:")?;
    let (pos, msg) = rest.split_once(": warning: ")?;
    let ln = pos.split(':').next()?.parse().ok()?;
    let (message, rule) = match msg.rsplit_once(" [-W") {
        Some((m, r)) => (m.to_string(), r.trim_end_matches(']').to_string()),
        None => (msg.to_string(), "warning".to_string()),
    };
    Some(StyleFinding { tool: "g++".into(), rule, line: Some(ln), message })
}

/// `Solution.java:5: warning: [rawtypes] found raw type: List` (the submission's own file; the
/// driver is Main.java).
fn java(line: &str, user_lines: usize) -> Option<StyleFinding> {
    let rest = line.strip_prefix("Solution.java:")?;
    let (ln, msg) = rest.split_once(": warning: ")?;
    let ln: u32 = ln.parse().ok()?;
    if ln as usize > user_lines {
        return None;
    }
    let (rule, message) = match msg.strip_prefix('[').and_then(|m| m.split_once("] ")) {
        Some((r, m)) => (r.to_string(), m.to_string()),
        None => ("warning".to_string(), msg.to_string()),
    };
    Some(StyleFinding { tool: "javac".into(), rule, line: Some(ln), message })
}

/// `warning: unused variable: `x`` followed by ` --> solution.rs:3:9` (the submission's module
/// file; the driver is main.rs).
fn rust(line: &str, next: Option<&str>, user_lines: usize) -> Option<StyleFinding> {
    let msg = line.strip_prefix("warning: ")?;
    if msg.contains("warning emitted") || msg.contains("warnings emitted") {
        return None;
    }
    let loc = next?.trim().strip_prefix("--> solution.rs:")?;
    let ln: u32 = loc.split(':').next()?.parse().ok()?;
    if ln as usize > user_lines {
        return None;
    }
    let rule = if msg.starts_with("unused") {
        "unused"
    } else if msg.contains("snake case") || msg.contains("camel case") || msg.contains("upper case")
    {
        "naming"
    } else {
        "warning"
    };
    Some(StyleFinding {
        tool: "rustc".into(),
        rule: rule.into(),
        line: Some(ln),
        message: msg.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpp_warnings_on_the_submission_are_kept_and_driver_ones_dropped() {
        let out = "solution.cpp:3:9: warning: unused variable 'x' [-Wunused-variable]\nmashang_driver.cpp:9:1: warning: bad\n";
        let f = compiler_findings(Lang::Cpp, out, 10);
        assert_eq!(f.len(), 1);
        assert_eq!(f[0].rule, "unused-variable");
        assert_eq!(f[0].line, Some(3));
    }

    #[test]
    fn rustc_warnings_beyond_the_submission_are_dropped() {
        let out = "warning: unused variable: `y`\n --> solution.rs:4:13\n  |\nwarning: function `helper` is never used\n --> solution.rs:90:4\nwarning: unused variable: `z`\n --> main.rs:3:13\n";
        let f = compiler_findings(Lang::Rust, out, 20);
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!(f[0].line, Some(4));
        assert_eq!(f[0].rule, "unused");
    }

    #[test]
    fn javac_warnings_on_solution_java_are_kept_and_driver_ones_dropped() {
        let out = "Solution.java:2: warning: [rawtypes] found raw type: List\nMain.java:9: warning: [unchecked] unchecked cast\n";
        let f = compiler_findings(Lang::Java, out, 10);
        assert_eq!(f.len(), 1, "{f:?}");
        assert_eq!((f[0].rule.as_str(), f[0].line), ("rawtypes", Some(2)));
    }
}
