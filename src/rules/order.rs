//! Sorting with one copy of the sorting code for the whole program.
//!
//! The standard library's `sort_by`, `sort_by_key` and `sort` are compiled
//! anew for each type of item and each comparison: some 4 KB of the web
//! build's wasm every time, for lists of a few players, tables or rules.
//! [`sort_by`] sorts the items' places instead, with one comparison behind
//! a `dyn` reference (so that the sorting itself is compiled once), then
//! moves the items into that order. The result is the standard library's
//! stable sort's, item for item; for the engine's hot loops (the planner's
//! search) the standard sort stays. With the maps built by inserting
//! rather than collecting (a collected `BTreeMap` sorts with a copy of its
//! own), 15,211 bytes less of the web build's gzipped wasm (`make
//! web-size`).

use std::cmp::Ordering;

/// Sorts `items` by `cmp`, stably: as `items.sort_by(cmp)`.
pub fn sort_by<T>(items: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let order = places(items.len(), &|a, b| cmp(&items[a], &items[b]));
    arrange(items, order);
}

/// Sorts `items` by `key`, stably: as `items.sort_by_key(key)`.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `items` by `key`, computed once per item, stably: as
/// `items.sort_by_cached_key(key)`.
pub fn sort_by_cached_key<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    let keys: Vec<K> = items.iter().map(key).collect();
    let order = places(keys.len(), &|a, b| keys[a].cmp(&keys[b]));
    arrange(items, order);
}

/// Sorts `items` in their own order, stably: as `items.sort()`.
pub fn sort<T: Ord>(items: &mut [T]) {
    sort_by(items, T::cmp);
}

/// The places `0..len` in the order `cmp` gives them (equal places in
/// their first order): the one sort of the program.
#[inline(never)]
fn places(len: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

/// Puts the item found at `from[i]` at place `i`, by swaps along each
/// cycle of the permutation (`from` is used up).
fn arrange<T>(items: &mut [T], mut from: Vec<usize>) {
    const DONE: usize = usize::MAX;
    for start in 0..items.len() {
        let mut at = start;
        while from[at] != DONE {
            let next = std::mem::replace(&mut from[at], DONE);
            if next == start {
                break;
            }
            items.swap(at, next);
            at = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small generator of test lists (no dependency for it).
    fn lists() -> Vec<Vec<(u8, u16)>> {
        let mut seed = 0x2545_f491_u32;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed
        };
        (0..300)
            .map(|n| {
                (0..n % 40)
                    .map(|i| ((next() % 6) as u8, i as u16))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn sorts_as_the_standard_stable_sorts() {
        for list in lists() {
            let mut want = list.clone();
            want.sort_by_key(|x| x.0);
            let mut got = list.clone();
            sort_by_key(&mut got, |x| x.0);
            assert_eq!(got, want, "by key");
            let mut got = list.clone();
            sort_by_cached_key(&mut got, |x| std::cmp::Reverse(x.0));
            let mut want = list.clone();
            want.sort_by_cached_key(|x| std::cmp::Reverse(x.0));
            assert_eq!(got, want, "by cached key");
            let mut got = list.clone();
            sort_by(&mut got, |a, b| b.0.cmp(&a.0));
            let mut want = list.clone();
            want.sort_by(|a, b| b.0.cmp(&a.0));
            assert_eq!(got, want, "by");
            let mut got = list.clone();
            sort(&mut got);
            let mut want = list;
            want.sort();
            assert_eq!(got, want, "own order");
        }
    }

    #[test]
    fn sorts_strings_and_empty_lists() {
        let mut v = vec!["b".to_string(), "a".into(), "c".into(), "a".into()];
        sort(&mut v);
        assert_eq!(v, ["a", "a", "b", "c"]);
        let mut e: Vec<u8> = vec![];
        sort(&mut e);
        assert!(e.is_empty());
    }
}
