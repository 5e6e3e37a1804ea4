//! The problem bank a process serves: the configured directory (`problems`, `MASHANG_PROBLEMS`),
//! else the bank embedded in the binary — loaded in memory either way, nothing written to disk.

use std::path::PathBuf;

use mashang_bank::Tree;
use mashang_core::plan::Plan;
use mashang_judge::problem::{Bank, LoadError};

use crate::config::Settings;

/// Why there is nothing to serve.
#[derive(Debug, thiserror::Error)]
pub enum BankError {
    #[error(
        "no problems found in {} (the `problems` setting or MASHANG_PROBLEMS): it must hold one \
         folder per problem, each with a problem.toml; unset it to use the bank built into the binary",
        .0.display()
    )]
    EmptyDir(PathBuf),
    #[error(
        "this binary was built without a problem bank (presets/problems was empty): set \
         MASHANG_PROBLEMS to a bank directory"
    )]
    EmptyEmbedded,
}

/// Loads the bank of these settings; problems that do not load come back as errors beside it.
pub fn load(settings: &Settings) -> (Tree, Bank, Vec<LoadError>) {
    let tree = settings.bank();
    let (bank, errors) = mashang_bank::load_tree(&tree);
    (tree, bank, errors)
}

/// The bank, each problem that does not load logged; an empty bank is an error.
pub fn load_logged(settings: &Settings) -> Result<Bank, BankError> {
    let (tree, bank, errors) = load(settings);
    for e in &errors {
        tracing::warn!("problem bank: {e}");
    }
    if bank.is_empty() {
        return Err(empty(&tree));
    }
    tracing::info!("problem bank: {}", describe(&tree, &bank));
    Ok(bank)
}

/// The error for an empty `tree`.
pub fn empty(tree: &Tree) -> BankError {
    if tree.is_embedded() {
        BankError::EmptyEmbedded
    } else {
        BankError::EmptyDir(tree.path().to_path_buf())
    }
}

/// Which bank is in use, for `doctor`, `problems list` and the log: `267 problems embedded in
/// the binary` or `1 problem in /srv/bank`.
pub fn describe(tree: &Tree, bank: &Bank) -> String {
    let n = bank.len();
    let problems = if n == 1 { "1 problem".to_string() } else { format!("{n} problems") };
    if tree.is_embedded() {
        format!("{problems} embedded in the binary")
    } else {
        format!("{problems} in {}", tree.path().display())
    }
}

/// The study plans the drills offer: `<presets>/plans` when a presets directory is configured,
/// else the folder beside a configured bank directory (`<bank>/../plans`, as in a checkout), else
/// the plans embedded in the binary. A plan that does not parse, or names a problem `bank` lacks,
/// is logged and left out (never half-shown).
pub fn load_plans(settings: &Settings, bank: &Bank) -> Vec<Plan> {
    let beside = settings.problems.as_deref().and_then(|p| p.parent()).map(|p| p.join("plans"));
    let tree = match (&settings.presets, beside.filter(|d| d.is_dir())) {
        (Some(dir), _) => Tree::plans(Some(dir)),
        (None, Some(dir)) => Tree::disk(dir),
        (None, None) => Tree::plans(None),
    };
    let (plans, errors) = mashang_bank::load_plans(&tree);
    for e in &errors {
        tracing::warn!("study plans: {e}");
    }
    plans
        .into_iter()
        .filter(|p| {
            let errors = p.check(bank);
            for e in &errors {
                tracing::warn!("study plans: {e}; plan `{}` is not offered", p.id);
            }
            errors.is_empty()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_the_bank_is_the_embedded_one_and_a_set_directory_replaces_it() {
        let embedded = Settings::default();
        let (tree, bank, errors) = load(&embedded);
        assert!(tree.is_embedded() && errors.is_empty() && bank.get("two-sum").is_some());
        assert!(describe(&tree, &bank).ends_with("problems embedded in the binary"));
        let tmp = tempfile::tempdir().unwrap();
        let configured = Settings { problems: Some(tmp.path().into()), ..Settings::default() };
        let err = load_logged(&configured).unwrap_err();
        assert!(matches!(&err, BankError::EmptyDir(d) if d == tmp.path()), "{err}");
        assert!(err.to_string().contains(&tmp.path().display().to_string()));
    }
}
