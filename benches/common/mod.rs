//! What every benchmark shares.

/// Whether the figure called `label` is wanted: every figure without
/// arguments, else those whose label contains one of the words given
/// (`cargo bench --bench engine -- self-play`).
pub fn wanted(label: &str) -> bool {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    filters.is_empty() || filters.iter().any(|f| label.contains(f.as_str()))
}
