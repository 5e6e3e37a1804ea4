//! `mashang problems new <id>`: scaffold a problem folder that loads and checks, with `TODO`
//! markers where the author has work left; `problems check` lists the markers still there.

use std::path::Path;

use anyhow::{Context, bail};

/// The scaffold's files: (path in the problem folder, content with `{id}` to fill).
const FILES: [(&str, &str); 5] = [
    ("problem.toml", include_str!("scaffold/problem.toml")),
    ("solutions/ref.py", include_str!("scaffold/ref.py")),
    ("solutions/ref.rs", include_str!("scaffold/ref.rs")),
    ("wrong/todo.py", include_str!("scaffold/wrong.py")),
    ("gen.py", include_str!("scaffold/gen.py")),
];

/// The marker the scaffold leaves where the author still has to write something.
pub const TODO: &str = "TODO";

pub fn run(bank: &Path, id: &str) -> anyhow::Result<()> {
    if id.is_empty()
        || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        bail!("`{id}` is not a kebab-case id (a-z, 0-9, -)");
    }
    let dir = bank.join(id);
    if dir.exists() {
        bail!("{} already exists", dir.display());
    }
    for (rel, text) in FILES {
        let path = dir.join(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("creating {}", parent.display()))?;
        }
        std::fs::write(&path, text.replace("{id}", id))
            .with_context(|| format!("writing {}", path.display()))?;
    }
    println!("created {}", dir.display());
    println!(
        "next: replace every {TODO} (`mashang problems check {id}` lists the ones left), then \
         add hidden tests, a C++/Java/Go reference if you like, and a [probe] when complexity matters"
    );
    Ok(())
}

/// Where `TODO` markers remain in a problem: `problem.toml` line numbers and code files.
pub fn todos(p: &mashang_judge::problem::Problem) -> Vec<String> {
    let mut out = Vec::new();
    let toml = mashang_bank::Tree::at(&p.dir).and_then(|f| f.read("problem.toml").ok());
    if let Some(text) = toml {
        for (i, line) in text.lines().enumerate() {
            if line.contains(TODO) {
                out.push(format!("problem.toml:{}", i + 1));
            }
        }
    }
    let files = p.solutions.iter().chain(&p.wrong).chain(&p.starters);
    for f in files.filter(|f| f.code.contains(TODO)) {
        out.push(f.path.clone());
    }
    if p.generator.as_deref().is_some_and(|g| g.contains(TODO)) {
        out.push(
            p.spec.stress.as_ref().and_then(|s| s.generator.clone()).unwrap_or("gen.py".into()),
        );
    }
    out
}
