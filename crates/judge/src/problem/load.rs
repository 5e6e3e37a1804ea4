//! Turning a problem folder's files into a validated [`Problem`], with errors that name file and
//! field. The files come through [`ProblemFiles`] (a directory on disk in `mashang-bank`, a map in
//! tests): the core parses and validates, it never opens a file itself.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use super::Problem;
use super::lang::Lang;
use super::spec::ProblemSpec;
use super::validate::validate;
use crate::problem::files::ProblemFiles;

/// Why one problem could not be loaded; the rest of the bank still loads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    pub file: PathBuf,
    /// Dotted path of the offending field (`tests[2].expected`), when known.
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.field {
            Some(field) => {
                write!(f, "{}: field `{}`: {}", self.file.display(), field, self.message)
            }
            None => write!(f, "{}: {}", self.file.display(), self.message),
        }
    }
}

impl std::error::Error for LoadError {}

impl LoadError {
    pub fn new(
        file: impl Into<PathBuf>,
        field: Option<String>,
        message: impl Into<String>,
    ) -> Self {
        LoadError { file: file.into(), field, message: message.into() }
    }
}

/// A source file of the problem (reference, known-wrong, generator …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceFile {
    /// Relative to the problem directory, e.g. `solutions/ref.py`.
    pub path: String,
    pub lang: Lang,
    pub code: String,
}

/// The test code of one language: sample tests (public) and hidden tests, loaded into the
/// program one after the other. A `self_checked` problem has only `hidden` (its whole test file).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CodeTests {
    /// `samples.<ext>`: helpers and sample tests.
    pub samples: String,
    /// The file named in `code_tests` (`test.<ext>`): hidden tests, may use the samples' helpers.
    pub hidden: String,
    /// File names as the program sees them (`samples.py`, `test.py`).
    pub samples_file: String,
    pub hidden_file: String,
}

/// Load one bank problem folder (the one holding `problem.toml`); `self_checked` is an error.
pub fn load_problem(files: &dyn ProblemFiles) -> Result<Problem, Vec<LoadError>> {
    load_dir(files, false)
}

/// Load one imported problem folder, where `self_checked` is allowed (conformance only).
pub fn load_imported_problem(files: &dyn ProblemFiles) -> Result<Problem, Vec<LoadError>> {
    load_dir(files, true)
}

fn load_dir(files: &dyn ProblemFiles, imported: bool) -> Result<Problem, Vec<LoadError>> {
    let dir = files.dir();
    let file = dir.join("problem.toml");
    let text = files
        .read("problem.toml")
        .map_err(|e| vec![LoadError::new(&file, None, format!("cannot read: {e}"))])?;
    let mut spec: ProblemSpec =
        toml::from_str(&text).map_err(|e| vec![toml_error(&file, &text, &e)])?;
    let warnings = super::widen::widen_ints(&mut spec);
    let mut errors = Vec::new();
    let dir_name = dir.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    if spec.id != dir_name {
        errors.push(LoadError::new(
            &file,
            Some("id".into()),
            format!("`{}` must equal the directory name `{dir_name}`", spec.id),
        ));
    }
    let read = |rel: &str, field: &str, errors: &mut Vec<LoadError>| -> Option<String> {
        match files.read(rel) {
            Ok(code) => Some(code),
            Err(e) => {
                errors.push(LoadError::new(
                    &file,
                    Some(field.into()),
                    format!("cannot read `{rel}`: {e}"),
                ));
                None
            }
        }
    };
    let solutions = sources_in(files, "solutions", &file, &mut errors);
    let wrong = sources_in(files, "wrong", &file, &mut errors);
    let starters = sources_in(files, "starter", &file, &mut errors);
    let generator =
        spec.stress.as_ref().map(|s| s.generator.clone().unwrap_or_else(|| "gen.py".into()));
    let generator = generator.and_then(|g| read(&g, "stress.generator", &mut errors));
    let checker = match spec.comparator.kind {
        super::spec::ComparatorKind::Checker => {
            let c = spec.comparator.checker.clone().unwrap_or_else(|| "checker.py".into());
            read(&c, "comparator.checker", &mut errors)
        }
        _ => None,
    };
    if spec.self_checked && !imported {
        errors.push(LoadError::new(
            &file,
            Some("self_checked".into()),
            "a bank problem cannot be self-checked: its verdict would come from the submission's \
             own process (only imported data sets measured for conformance may be)",
        ));
    }
    let mut code_tests = BTreeMap::new();
    for (lang, rel) in &spec.code_tests {
        let field = format!("code_tests.{lang}");
        match lang.parse::<Lang>() {
            Ok(l) => {
                let hidden = read(rel, &field, &mut errors);
                let samples_rel = samples_path(rel, l);
                let samples = if spec.self_checked {
                    Some(String::new())
                } else {
                    read(&samples_rel, &field, &mut errors)
                };
                if let (Some(hidden), Some(samples)) = (hidden, samples) {
                    let name = |r: &str| r.rsplit('/').next().unwrap_or(r).to_string();
                    code_tests.insert(
                        l,
                        CodeTests {
                            samples,
                            hidden,
                            samples_file: name(&samples_rel),
                            hidden_file: name(rel),
                        },
                    );
                }
            }
            Err(e) => errors.push(LoadError::new(&file, Some(field), e.to_string())),
        }
    }
    let problem = Problem {
        spec,
        dir: dir.to_path_buf(),
        solutions,
        wrong,
        generator,
        checker,
        code_tests,
        starters,
        warnings,
    };
    errors.extend(validate(&problem, &file));
    if errors.is_empty() { Ok(problem) } else { Err(errors) }
}

/// `tests/test.py` → `tests/samples.py`: the sample tests sit next to the hidden ones.
fn samples_path(hidden_rel: &str, lang: Lang) -> String {
    let file = format!("samples.{}", lang.ext());
    match hidden_rel.rsplit_once('/') {
        Some((dir, _)) => format!("{dir}/{file}"),
        None => file,
    }
}

fn sources_in(
    files: &dyn ProblemFiles,
    sub: &str,
    file: &Path,
    errors: &mut Vec<LoadError>,
) -> Vec<SourceFile> {
    let mut out = Vec::new();
    for name in files.list(sub) {
        let rel = format!("{sub}/{name}");
        let ext = name.rsplit_once('.').map(|(_, e)| e);
        let Some(lang) = ext.and_then(Lang::from_ext) else {
            errors.push(LoadError::new(
                file,
                Some(sub.into()),
                format!("`{rel}` has no known language extension"),
            ));
            continue;
        };
        match files.read(&rel) {
            Ok(code) => out.push(SourceFile { path: rel, lang, code }),
            Err(e) => errors.push(LoadError::new(
                file,
                Some(sub.into()),
                format!("cannot read `{rel}`: {e}"),
            )),
        }
    }
    out
}

/// Turn a toml/serde error into a LoadError naming the field: the key path at the error's position,
/// or the field quoted in a "missing field"/"unknown field" message.
fn toml_error(file: &Path, text: &str, e: &toml::de::Error) -> LoadError {
    let message = e.message().trim().to_string();
    let quoted = message.split('`').nth(1).map(str::to_string);
    let missing = message.starts_with("missing field");
    let field = e.span().map(|span| {
        let (table, key) = key_path_at(text, span.start);
        match key {
            Some(k) if !missing && table.is_empty() => k,
            Some(k) if !missing => format!("{table}.{k}"),
            _ => table,
        }
    });
    let field = match (field, quoted) {
        (Some(path), Some(q)) if message.contains("field") => {
            Some(if path.is_empty() || path.ends_with(&q) { q } else { format!("{path}.{q}") })
        }
        (Some(path), _) if !path.is_empty() => Some(path),
        (_, Some(q)) if message.contains("field") => Some(q),
        _ => None,
    };
    let line = e.span().map(|s| text[..s.start.min(text.len())].lines().count().max(1));
    let message = match line {
        Some(l) => format!("{message} (line {l})"),
        None => message,
    };
    LoadError::new(file, field, message)
}

/// The table path and key of the TOML document at byte `offset`, e.g. (`tests[1]`, `input`).
fn key_path_at(text: &str, offset: usize) -> (String, Option<String>) {
    let mut table = String::new();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut key = None;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let t = line.trim();
        if let Some(h) = t.strip_prefix("[[").and_then(|r| r.split("]]").next()) {
            let n = counts.entry(h.trim().to_string()).or_insert(0);
            *n += 1;
            table = format!("{}[{}]", h.trim(), *n - 1);
            key = None;
        } else if let Some(h) = t.strip_prefix('[').and_then(|r| r.split(']').next()) {
            table = h.trim().to_string();
            key = None;
        } else if let Some((k, _)) = t.split_once('=')
            && !k.trim().starts_with('#')
            && !k.contains('"')
        {
            key = Some(k.trim().to_string());
        }
        if offset < pos || pos == text.len() {
            if offset >= start && t.starts_with('[') {
                key = None;
            }
            break;
        }
    }
    (table, key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_path_names_array_tables_by_index() {
        let text = "id = \"x\"\n[[tests]]\nname = \"a\"\n[[tests]]\nname = \"b\"\ninput = 3\n";
        let off = text.find("input").unwrap() + 8;
        assert_eq!(key_path_at(text, off), ("tests[1]".to_string(), Some("input".to_string())));
        assert_eq!(key_path_at(text, 2), (String::new(), Some("id".to_string())));
    }
}
