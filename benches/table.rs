//! Load figures for table mode (filled in later).
fn main() {}
