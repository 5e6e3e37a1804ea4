//! Rebuilds this crate when a file under presets/problems or presets/interviewers is added or
//! removed: `include_dir!` embeds each file through `include_bytes!` (edits are tracked by rustc),
//! but on stable Rust it cannot tell Cargo to watch the directories themselves. Cargo scans a
//! directory given to `rerun-if-changed` recursively, and a re-run build script rebuilds the crate.

fn main() {
    for dir in ["../../presets/problems", "../../presets/interviewers", "../../presets/plans"] {
        println!("cargo:rerun-if-changed={dir}");
    }
}
