//! Tiles, pips and sets.
//!
//! A [`Tile`] is an unordered pair of [`Pip`] values. `12-5` and `5-12` are the
//! same tile. Every tile of a double-18 set has a dense [`Tile::index`] below
//! 190, so a set of tiles fits in a [`TileSet`] of three machine words.
//!
//! ```
//! use mextrain::rules::{Tile, TileSet};
//! let t: Tile = "12-5".parse().unwrap();
//! assert_eq!(t, Tile::new(5, 12));
//! assert_eq!(t.to_string(), "12-5");
//! assert_eq!(t.pips(), 17);
//! let set = TileSet::full(12);
//! assert_eq!(set.len(), 91);
//! assert!(set.contains(t));
//! ```

use std::fmt;
use std::str::FromStr;

/// The number of spots on one half of a tile: 0 (blank) to 18.
pub type Pip = u8;

/// The highest top double a supported set may have.
pub const MAX_SET: Pip = 18;

/// Number of tiles in a double-`n` set: (n+1)(n+2)/2.
///
/// ```
/// assert_eq!(mextrain::rules::set_size(12), 91);
/// ```
pub const fn set_size(n: Pip) -> usize {
    (n as usize + 1) * (n as usize + 2) / 2
}

/// `FROM_INDEX[i]`: the tile whose [`Tile::index`] is `i`.
const FROM_INDEX: [Tile; set_size(MAX_SET)] = {
    let mut out = [Tile { lo: 0, hi: 0 }; set_size(MAX_SET)];
    let mut hi = 0usize;
    while hi <= MAX_SET as usize {
        let mut lo = 0usize;
        while lo <= hi {
            out[hi * (hi + 1) / 2 + lo] = Tile {
                lo: lo as Pip,
                hi: hi as Pip,
            };
            lo += 1;
        }
        hi += 1;
    }
    out
};

/// The sets the app offers: double-6, 9, 12, 15 and 18.
pub const SUPPORTED_SETS: [Pip; 5] = [6, 9, 12, 15, 18];

/// One domino. Stored with `lo <= hi`; displayed high end first (`12-5`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile {
    lo: Pip,
    hi: Pip,
}

impl Tile {
    /// The tile with these two ends, in either order.
    pub const fn new(a: Pip, b: Pip) -> Tile {
        if a <= b {
            Tile { lo: a, hi: b }
        } else {
            Tile { lo: b, hi: a }
        }
    }

    /// The double `n-n`.
    pub const fn double(n: Pip) -> Tile {
        Tile { lo: n, hi: n }
    }

    /// The lower end.
    pub const fn lo(self) -> Pip {
        self.lo
    }

    /// The higher end.
    pub const fn hi(self) -> Pip {
        self.hi
    }

    /// Whether both ends are the same.
    pub const fn is_double(self) -> bool {
        self.lo == self.hi
    }

    /// Sum of both ends.
    pub const fn pips(self) -> u32 {
        self.lo as u32 + self.hi as u32
    }

    /// Whether either end shows `p`.
    pub const fn has(self, p: Pip) -> bool {
        self.lo == p || self.hi == p
    }

    /// The end left open after laying this tile against `p`, if it matches.
    ///
    /// ```
    /// use mextrain::rules::Tile;
    /// assert_eq!(Tile::new(5, 7).other_end(5), Some(7));
    /// assert_eq!(Tile::new(5, 7).other_end(3), None);
    /// ```
    pub const fn other_end(self, p: Pip) -> Option<Pip> {
        if self.lo == p {
            Some(self.hi)
        } else if self.hi == p {
            Some(self.lo)
        } else {
            None
        }
    }

    /// Dense index: `hi*(hi+1)/2 + lo`. The tiles of a double-N set are exactly
    /// the indices below [`set_size`]`(N)`.
    pub const fn index(self) -> usize {
        self.hi as usize * (self.hi as usize + 1) / 2 + self.lo as usize
    }

    /// Inverse of [`Tile::index`].
    #[inline]
    pub fn from_index(i: usize) -> Tile {
        FROM_INDEX[i.min(FROM_INDEX.len() - 1)]
    }

    /// Whether this tile belongs to a double-`n` set.
    pub const fn in_set(self, n: Pip) -> bool {
        self.hi <= n
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.hi, self.lo)
    }
}

impl fmt::Debug for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.hi, self.lo)
    }
}

/// Why a tile could not be read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseTileError {
    /// The text that was given.
    pub text: String,
    /// What is wrong with it.
    pub problem: &'static str,
}

impl fmt::Display for ParseTileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a tile: {}", self.text, self.problem)
    }
}

impl std::error::Error for ParseTileError {}

impl FromStr for Tile {
    type Err = ParseTileError;

    /// Reads `a-b` (also `a:b`, `a/b` or `a|b`), each end 0..=18.
    fn from_str(s: &str) -> Result<Tile, ParseTileError> {
        let err = |problem| ParseTileError {
            text: s.to_string(),
            problem,
        };
        let t = s.trim();
        let mut parts = t.split(['-', ':', '/', '|']);
        let (Some(a), Some(b), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(err("write a tile as two numbers joined by '-', like 12-5"));
        };
        let end = |x: &str| -> Result<Pip, ParseTileError> {
            let x = x.trim();
            if x.is_empty() || !x.bytes().all(|c| c.is_ascii_digit()) || x.len() > 2 {
                return Err(err("each end must be a whole number from 0 to 18"));
            }
            let v: u8 = x
                .parse()
                .map_err(|_| err("each end must be a whole number from 0 to 18"))?;
            if v > MAX_SET {
                return Err(err("no set has more than 18 pips on one end"));
            }
            Ok(v)
        };
        Ok(Tile::new(end(a)?, end(b)?))
    }
}

impl serde::Serialize for Tile {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Tile {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of distinct tiles of a double-18 (or smaller) set, as a bitset.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TileSet {
    bits: [u64; 3],
}

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet { bits: [0; 3] };

    /// Every tile with `p` on either end (of a double-18 set).
    ///
    /// ```
    /// use mextrain::rules::{Tile, TileSet};
    /// assert!(TileSet::with_pip(5).contains(Tile::new(5, 12)));
    /// assert_eq!(TileSet::with_pip(5).intersection(&TileSet::full(6)).len(), 7);
    /// ```
    #[inline]
    pub const fn with_pip(p: Pip) -> TileSet {
        PIP_SETS[if (p as usize) <= MAX_SET as usize {
            p as usize
        } else {
            0
        }]
    }

    /// The tile with the lowest index, if any.
    #[inline]
    pub fn first(&self) -> Option<Tile> {
        let mut w = 0;
        while w < 3 {
            if self.bits[w] != 0 {
                return Some(Tile::from_index(
                    w * 64 + self.bits[w].trailing_zeros() as usize,
                ));
            }
            w += 1;
        }
        None
    }

    /// The `k`-th tile in index order (0-based), if there are that many.
    pub fn nth(&self, mut k: usize) -> Option<Tile> {
        for w in 0..3 {
            let c = self.bits[w].count_ones() as usize;
            if k < c {
                let mut word = self.bits[w];
                for _ in 0..k {
                    word &= word - 1;
                }
                return Some(Tile::from_index(w * 64 + word.trailing_zeros() as usize));
            }
            k -= c;
        }
        None
    }

    /// Whether the two sets share a tile.
    #[inline]
    pub const fn intersects(&self, o: &TileSet) -> bool {
        (self.bits[0] & o.bits[0]) | (self.bits[1] & o.bits[1]) | (self.bits[2] & o.bits[2]) != 0
    }

    /// Every tile of a double-`n` set.
    pub fn full(n: Pip) -> TileSet {
        let mut s = TileSet::EMPTY;
        for i in 0..set_size(n.min(MAX_SET)) {
            s.bits[i / 64] |= 1 << (i % 64);
        }
        s
    }

    /// Whether `t` is in the set.
    #[inline]
    pub fn contains(&self, t: Tile) -> bool {
        let i = t.index();
        self.bits[i / 64] >> (i % 64) & 1 == 1
    }

    /// Adds `t`; returns false if it was already there.
    #[inline]
    pub fn insert(&mut self, t: Tile) -> bool {
        let i = t.index();
        let had = self.contains(t);
        self.bits[i / 64] |= 1 << (i % 64);
        !had
    }

    /// Removes `t`; returns false if it was not there.
    #[inline]
    pub fn remove(&mut self, t: Tile) -> bool {
        let i = t.index();
        let had = self.contains(t);
        self.bits[i / 64] &= !(1 << (i % 64));
        had
    }

    /// How many tiles.
    pub fn len(&self) -> usize {
        self.bits.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.bits == [0; 3]
    }

    /// Tiles in both.
    pub fn intersection(&self, o: &TileSet) -> TileSet {
        TileSet {
            bits: [
                self.bits[0] & o.bits[0],
                self.bits[1] & o.bits[1],
                self.bits[2] & o.bits[2],
            ],
        }
    }

    /// Tiles in either.
    pub fn union(&self, o: &TileSet) -> TileSet {
        TileSet {
            bits: [
                self.bits[0] | o.bits[0],
                self.bits[1] | o.bits[1],
                self.bits[2] | o.bits[2],
            ],
        }
    }

    /// Tiles in `self` but not in `o`.
    pub fn difference(&self, o: &TileSet) -> TileSet {
        TileSet {
            bits: [
                self.bits[0] & !o.bits[0],
                self.bits[1] & !o.bits[1],
                self.bits[2] & !o.bits[2],
            ],
        }
    }

    /// The tiles, in index order.
    #[inline]
    pub fn iter(&self) -> TileSetIter {
        TileSetIter {
            bits: self.bits,
            w: 0,
        }
    }
}

/// The tiles of a [`TileSet`], in index order.
#[derive(Clone, Debug)]
pub struct TileSetIter {
    bits: [u64; 3],
    w: usize,
}

impl Iterator for TileSetIter {
    type Item = Tile;
    #[inline]
    fn next(&mut self) -> Option<Tile> {
        while self.w < 3 {
            let word = self.bits[self.w];
            if word != 0 {
                self.bits[self.w] = word & (word - 1);
                return Some(Tile::from_index(
                    self.w * 64 + word.trailing_zeros() as usize,
                ));
            }
            self.w += 1;
        }
        None
    }
}

impl IntoIterator for TileSet {
    type Item = Tile;
    type IntoIter = TileSetIter;
    fn into_iter(self) -> TileSetIter {
        self.iter()
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(it: I) -> Self {
        let mut s = TileSet::EMPTY;
        for t in it {
            s.insert(t);
        }
        s
    }
}

/// `PIP_SETS[p]`: the tiles of a double-18 set with `p` on an end.
const PIP_SETS: [TileSet; MAX_SET as usize + 1] = {
    let mut out = [TileSet::EMPTY; MAX_SET as usize + 1];
    let mut hi = 0usize;
    while hi <= MAX_SET as usize {
        let mut lo = 0usize;
        while lo <= hi {
            let i = hi * (hi + 1) / 2 + lo;
            out[hi].bits[i / 64] |= 1 << (i % 64);
            out[lo].bits[i / 64] |= 1 << (i % 64);
            lo += 1;
        }
        hi += 1;
    }
    out
};

/// Every tile of a double-`n` set, in index order (0-0, 1-0, 1-1, 2-0, ...).
pub fn set_tiles(n: Pip) -> Vec<Tile> {
    (0..set_size(n.min(MAX_SET)))
        .map(Tile::from_index)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_over_the_whole_double_18_set() {
        for i in 0..set_size(18) {
            assert_eq!(Tile::from_index(i).index(), i);
        }
        assert_eq!(set_size(18), 190);
        assert_eq!(set_tiles(6).len(), 28);
    }

    #[test]
    fn parse_accepts_either_order_and_refuses_nonsense() {
        assert_eq!("5-12".parse::<Tile>().unwrap(), Tile::new(12, 5));
        assert_eq!(" 0-0 ".parse::<Tile>().unwrap(), Tile::double(0));
        for bad in ["", "5", "5-", "-5", "a-b", "19-1", "1-2-3", "-1-2", "100-1"] {
            assert!(bad.parse::<Tile>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn tileset_basic_operations() {
        let mut s = TileSet::EMPTY;
        assert!(s.insert(Tile::new(3, 4)));
        assert!(!s.insert(Tile::new(4, 3)));
        assert!(s.insert(Tile::double(18)));
        assert_eq!(s.len(), 2);
        assert_eq!(
            s.iter().collect::<Vec<_>>(),
            vec![Tile::new(3, 4), Tile::double(18)]
        );
        assert!(s.remove(Tile::new(3, 4)));
        assert!(!s.contains(Tile::new(3, 4)));
        assert_eq!(TileSet::full(18).len(), 190);
    }
}
