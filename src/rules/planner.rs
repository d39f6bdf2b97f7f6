//! The longest-train planner: which of my tiles can I lay as one train?
//!
//! A train is a sequence of distinct tiles, each laid so that its near end
//! matches the open end of the previous one (the first matches the start: the
//! engine's value, or the open end of the player's own train). Seen as a graph
//! whose vertices are pip values and whose edges are tiles, a train is a
//! *trail* (no tile twice). Doubles are self-loops: a double fits whenever the
//! train visits its value, so the planner takes every double it passes for
//! free. The other tiles form a *simple* graph on at most 19 vertices (every
//! pair of distinct values is one tile), which the search keeps as one `u32`
//! neighbour mask per vertex.
//!
//! [`plan`] finds the longest train, and among the longest the one with the
//! most pips (then the first one found by a fixed search order, so the answer
//! is deterministic). The answer is exact: a depth-first branch and bound that
//! always finishes. Its bounds:
//!
//! * **Parity, by blocks.** The rest of the train lies in the component of
//!   the remaining tiles around the current value. It crosses each bridge at
//!   most once, so it runs through the 2-edge-connected blocks along one path
//!   of the bridge tree, and within each block it is one trail with a known
//!   entry (and exit, unless it ends there).
//! * **T-joins.** The tiles a trail leaves out of a block have odd degree
//!   exactly at the set `T` of odd vertices fixed by its ends, so they contain
//!   paths pairing `T` up: at least a minimum matching of `T` under
//!   (hops, pips of inner vertices counted twice) distances, and a path's
//!   pips are at least its ends' values. That bounds the length and the pips
//!   together (exact matching up to 10 odd vertices, plain parity beyond).
//!   With a free start, no better train ends at a start already searched.
//! * **Transpositions.** The future depends only on the current vertex, the
//!   remaining edges of its component and which of its doubles are already
//!   laid; a hash table of those states remembers the best prefix that reached
//!   them, so a state is expanded again only from a better prefix.
//! * **Ordering.** Moves are tried best bound first, which walks straight into
//!   an Euler trail when there is one (the bound rejects bridges that strand
//!   edges, as Fleury's rule would), so the first dive is usually optimal and
//!   the search stops as soon as the incumbent meets the root bound
//!   ([`Plan::proved_by_bound`]).
//!
//! ```
//! use mextrain::rules::{plan, Tile};
//! let hand: Vec<Tile> = ["5-7", "12-5", "3-3", "7-7"].iter().map(|t| t.parse().unwrap()).collect();
//! let p = plan(&hand, Some(12));
//! let train: Vec<String> = p.train.iter().map(|t| t.to_string()).collect();
//! assert_eq!(train, ["12-5", "5-7", "7-7"]);
//! assert_eq!(p.extras, vec![Tile::double(3)]);
//! assert_eq!(p.pips, 17 + 12 + 14);
//! ```

use super::tile::{Pip, Tile, TileSet, MAX_SET};
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// Number of pip values (vertices): 0..=18.
const V: usize = MAX_SET as usize + 1;

/// A tile as laid in a train: `from` touches the previous tile (or the
/// start), `to` is the new open end. Displayed `from-to`, e.g. `12-5`.
///
/// ```
/// use mextrain::rules::{Placed, Tile};
/// let p = Placed { from: 5, to: 12 };
/// assert_eq!(p.to_string(), "5-12");
/// assert_eq!(p.tile(), Tile::new(12, 5));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placed {
    /// The end laid against the open end before it.
    pub from: Pip,
    /// The end left open.
    pub to: Pip,
}

impl Placed {
    /// The tile, without its orientation.
    pub fn tile(self) -> Tile {
        Tile::new(self.from, self.to)
    }
}

impl fmt::Display for Placed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Debug for Placed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The planner's answer: see [`plan`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    /// The longest train, in order and oriented. Empty when no tile fits.
    pub train: Vec<Placed>,
    /// The tiles of the hand not in the train, in the hand's order (each
    /// distinct tile once).
    pub extras: Vec<Tile>,
    /// The pips in the train (the tie-break between trains of equal length).
    pub pips: u32,
    /// Search nodes expanded (a measure of the work done).
    pub nodes: u64,
    /// Whether the search stopped early because the train found meets an
    /// upper bound (parity and reachability) on every train of the hand. When
    /// false, the search ran to completion. Either way the train is optimal.
    pub proved_by_bound: bool,
}

/// The longest train that can be laid from `hand`, starting at `start`
/// (the engine's value, or the open end of the train being extended), or
/// anywhere when `start` is `None`.
///
/// Longest means the most tiles; among those, the most pips; among those, the
/// first found in a fixed search order (the result is deterministic). The
/// result is proven optimal: the search always completes.
///
/// A tile given twice counts once (a set has one of each tile); the
/// extras list it once. A start no tile matches (or a start above 18) gives an
/// empty train and every tile as an extra; so does an empty hand.
///
/// ```
/// use mextrain::rules::{plan, Tile};
/// let t = |s: &str| s.parse::<Tile>().unwrap();
/// // From the engine 12: 12-5, 5-7 (the 3-3 does not connect).
/// let p = plan(&[t("5-7"), t("3-3"), t("12-5")], Some(12));
/// assert_eq!(p.train.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["12-5", "5-7"]);
/// assert_eq!(p.extras, [t("3-3")]);
///
/// // Anywhere: the same two tiles, and nothing from 9.
/// assert_eq!(plan(&[t("5-7"), t("3-3"), t("12-5")], None).train.len(), 2);
/// assert!(plan(&[t("5-7")], Some(9)).train.is_empty());
/// assert!(plan(&[], None).train.is_empty());
///
/// // Ties go to the train with more pips: 0-1 1-2 or 0-1 1-9 (then 2 or 9 is stuck).
/// let p = plan(&[t("0-1"), t("1-2"), t("1-9")], Some(0));
/// assert_eq!(p.train.iter().map(|p| p.to_string()).collect::<Vec<_>>(), ["0-1", "1-9"]);
/// ```
pub fn plan(hand: &[Tile], start: Option<Pip>) -> Plan {
    let mut seen = TileSet::EMPTY;
    let distinct: Vec<Tile> = hand.iter().copied().filter(|&t| seen.insert(t)).collect();
    let train = longest_train(seen, start);
    let mut in_train = TileSet::EMPTY;
    for p in &train.train {
        in_train.insert(p.tile());
    }
    let extras = distinct
        .into_iter()
        .filter(|&t| !in_train.contains(t))
        .collect();
    Plan {
        train: train.train,
        extras,
        pips: train.pips,
        nodes: train.nodes,
        proved_by_bound: train.proved_by_bound,
    }
}

/// [`plan`] on a [`TileSet`]; the extras come in index order.
///
/// ```
/// use mextrain::rules::{plan_set, TileSet};
/// // The whole double-6 set from 6: every vertex has even degree, so all 28
/// // tiles but the engine 6-6 make one train (6-6 is in the set here, and is
/// // laid first).
/// let p = plan_set(TileSet::full(6), Some(6));
/// assert_eq!(p.train.len(), 28);
/// assert!(p.extras.is_empty());
/// ```
pub fn plan_set(hand: TileSet, start: Option<Pip>) -> Plan {
    let train = longest_train(hand, start);
    let mut rest = hand;
    for p in &train.train {
        rest.remove(p.tile());
    }
    Plan {
        extras: rest.iter().collect(),
        ..train
    }
}

/// The search; `extras` left empty.
fn longest_train(hand: TileSet, start: Option<Pip>) -> Plan {
    let mut s = Search::new(hand);
    let starts: Vec<u8> = match start {
        Some(v) if (v as usize) < V => vec![v],
        Some(_) => vec![],
        None => (0..V as u8)
            .filter(|&v| s.adj[v as usize] != 0 || s.dbl >> v & 1 == 1)
            .collect(),
    };
    // Root bound of each start; the best of them bounds every train.
    let mut rooted: Vec<((u32, u32), u8)> = starts
        .iter()
        .map(|&v| {
            s.reset_to(v);
            (s.bridge_bound(v), v)
        })
        .collect();
    super::order::sort_by(&mut rooted, |a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    if let Some(&(target, _)) = rooted.first() {
        s.target = target;
    }
    for &(ub, v) in &rooted {
        if s.done || ub <= s.best {
            break;
        }
        s.reset_to(v);
        // Later starts know more: no better train ends where one began.
        if s.bridge_bound(v) <= s.best {
            continue;
        }
        s.dfs(v);
        if start.is_none() {
            s.searched |= 1 << v;
        }
    }
    let mut train = Vec::with_capacity(s.best_path.len() * 2);
    let mut laid = 0u32;
    let mut lay_double = |v: u8, train: &mut Vec<Placed>| {
        if s.dbl >> v & 1 == 1 && laid >> v & 1 == 0 {
            laid |= 1 << v;
            train.push(Placed { from: v, to: v });
        }
    };
    if !s.best_path.is_empty() || s.best.0 > 0 {
        lay_double(s.best_start, &mut train);
    }
    for &(a, b) in &s.best_path {
        train.push(Placed { from: a, to: b });
        lay_double(b, &mut train);
    }
    let pips = train.iter().map(|p| p.tile().pips()).sum();
    debug_assert_eq!(train.len() as u32, s.best.0);
    debug_assert_eq!(pips, s.best.1);
    Plan {
        train,
        extras: Vec::new(),
        pips,
        nodes: s.nodes,
        proved_by_bound: s.done,
    }
}

/// A search state's identity for the transposition table: the current vertex,
/// the remaining edges reachable from it, and which of its component's doubles
/// are already laid.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Key {
    edges: [u64; 3],
    vertex: u8,
    laid: u32,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_u64(self.edges[0]);
        h.write_u64(self.edges[1]);
        h.write_u64(self.edges[2] ^ (self.vertex as u64) << 40 ^ (self.laid as u64) << 45);
    }
}

/// A small multiply-rotate hasher (the keys are already well mixed bits).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(23) ^ x).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

/// Iterates the set bits of a mask, lowest first.
#[inline]
fn bits(mut m: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if m == 0 {
            None
        } else {
            let b = m.trailing_zeros() as usize;
            m &= m - 1;
            Some(b)
        }
    })
}

/// Index of the non-double edge `u-w` (`w < u`) among the 171 of double-18.
#[inline]
fn edge_index(u: usize, w: usize) -> usize {
    u * (u - 1) / 2 + w
}

struct Search {
    /// Remaining non-double tiles: neighbour masks.
    adj: [u32; V],
    /// Values whose double is in the hand.
    dbl: u32,
    /// Values visited by the current trail (their doubles are laid).
    vis: u32,
    /// (tiles, pips) of the current trail, doubles included.
    cur: (u32, u32),
    start: u8,
    path: Vec<(u8, u8)>,
    best: (u32, u32),
    best_path: Vec<(u8, u8)>,
    best_start: u8,
    /// An upper bound on every train: stop when `best` reaches it.
    target: (u32, u32),
    done: bool,
    /// Starts searched to the end (free start only): a better train cannot
    /// end at one of them, or its reverse would have been found from there.
    searched: u32,
    nodes: u64,
    memo: HashMap<Key, (u32, u32), BuildHasherDefault<Mix>>,
}

impl Search {
    fn new(hand: TileSet) -> Search {
        let mut adj = [0u32; V];
        let mut dbl = 0u32;
        for t in hand.iter() {
            let (a, b) = (t.lo() as usize, t.hi() as usize);
            if a == b {
                dbl |= 1 << a;
            } else {
                adj[a] |= 1 << b;
                adj[b] |= 1 << a;
            }
        }
        Search {
            adj,
            dbl,
            vis: 0,
            cur: (0, 0),
            start: 0,
            path: Vec::new(),
            best: (0, 0),
            best_path: Vec::new(),
            best_start: 0,
            target: (0, 0),
            done: false,
            searched: 0,
            nodes: 0,
            memo: HashMap::default(),
        }
    }

    /// Puts the (empty) trail at `v`.
    fn reset_to(&mut self, v: u8) {
        self.start = v;
        self.vis = 1 << v;
        self.cur = if self.dbl >> v & 1 == 1 {
            (1, 2 * v as u32)
        } else {
            (0, 0)
        };
        self.path.clear();
    }

    /// Upper bound on (tiles, pips) of any trail extending the current one,
    /// which ends at `v`; the pips part holds for trails of exactly that many
    /// tiles. Also returns the vertices reachable from `v`.
    #[inline]
    fn bound(&self, v: u8) -> ((u32, u32), u32) {
        let adj = &self.adj;
        let mut reach = 1u32 << v;
        let mut frontier = reach;
        while frontier != 0 {
            let mut nb = 0;
            for u in bits(frontier) {
                nb |= adj[u];
            }
            frontier = nb & !reach;
            reach |= nb;
        }
        let (mut sumdeg, mut pips, mut odd, mut odd_sum) = (0u32, 0u32, 0u32, 0u32);
        for u in bits(reach) {
            let d = adj[u].count_ones();
            sumdeg += d;
            pips += u as u32 * d;
            if d & 1 == 1 {
                odd |= 1 << u;
                odd_sum += u as u32;
            }
        }
        let n_odd = odd.count_ones();
        let vb = 1u32 << v;
        let (out, out_pips) = if n_odd == 0 {
            (0, 0)
        } else if odd & vb != 0 {
            let rest = odd & !vb;
            let top = 31 - rest.leading_zeros();
            (n_odd / 2 - 1, odd_sum - v as u32 - top)
        } else {
            let top = 31 - odd.leading_zeros();
            (n_odd / 2, odd_sum - top.saturating_sub(v as u32))
        };
        let mut tiles = self.cur.0 + sumdeg / 2 - out;
        let mut p = self.cur.1 + pips - out_pips;
        for u in bits(reach & self.dbl & !self.vis) {
            tiles += 1;
            p += 2 * u as u32;
        }
        ((tiles, p), reach)
    }

    /// A tighter bound than [`Search::bound`]: the trail crosses each bridge of
    /// the remaining graph at most once, so after the current 2-edge-connected
    /// block it follows one path of the bridge tree, and within each block it
    /// is one trail with known entry (and exit) vertex, bounded by [`min_join`].
    /// Exact on forests. Returns the (tiles, pips) bound, like `bound`.
    fn bridge_bound(&self, v: u8) -> (u32, u32) {
        let adj = &self.adj;
        let v = v as usize;
        // Tarjan's bridges, iteratively.
        let mut disc = [0u8; V];
        let mut low = [0u8; V];
        let mut par = [u8::MAX; V];
        let mut todo = [0u32; V];
        let mut stack = [0u8; V];
        let mut order = [0u8; V];
        let mut bridge_child = 0u32; // w such that par[w]-w is a bridge
        let (mut sp, mut t, mut n) = (1usize, 1u8, 1usize);
        disc[v] = 1;
        low[v] = 1;
        todo[v] = adj[v];
        stack[0] = v as u8;
        order[0] = v as u8;
        while sp > 0 {
            let u = stack[sp - 1] as usize;
            if todo[u] != 0 {
                let w = todo[u].trailing_zeros() as usize;
                todo[u] &= todo[u] - 1;
                if w as u8 == par[u] {
                    continue;
                }
                if disc[w] == 0 {
                    t += 1;
                    disc[w] = t;
                    low[w] = t;
                    par[w] = u as u8;
                    todo[w] = adj[w];
                    stack[sp] = w as u8;
                    sp += 1;
                    order[n] = w as u8;
                    n += 1;
                } else if disc[w] < low[u] {
                    low[u] = disc[w];
                }
            } else {
                sp -= 1;
                if sp > 0 {
                    let p = stack[sp - 1] as usize;
                    if low[u] < low[p] {
                        low[p] = low[u];
                    }
                    if low[u] > disc[p] {
                        bridge_child |= 1 << u;
                    }
                }
            }
        }
        // Blocks: the pieces of the DFS tree once the bridges are cut.
        let mut comp = [0u8; V];
        let mut blocks = 1usize;
        let mut bdeg = [0u32; V];
        for &w in &order[1..n] {
            let w = w as usize;
            if bridge_child >> w & 1 == 1 {
                comp[w] = blocks as u8;
                blocks += 1;
                bdeg[w] += 1;
                bdeg[par[w] as usize] += 1;
            } else {
                comp[w] = comp[par[w] as usize];
            }
        }
        let mut st = [BlockStats::default(); V];
        let free = self.dbl & !self.vis;
        for &u in &order[..n] {
            let u = u as usize;
            let b = &mut st[comp[u] as usize];
            let d = adj[u].count_ones() - bdeg[u];
            b.sumdeg += d;
            b.pips += u as u32 * d;
            if d & 1 == 1 {
                b.odd |= 1 << u;
            }
            if free >> u & 1 == 1 {
                b.dtiles += 1;
                b.dpips += 2 * u as u32;
            }
        }
        let mut adj2 = *adj;
        for w in bits(bridge_child) {
            let p = par[w] as usize;
            adj2[p] &= !(1 << w);
            adj2[w] &= !(1 << p);
        }
        let mut tree = BridgeTree {
            cache: DistCache {
                dist: [[u32::MAX; V]; V],
                done: 0,
            },
            adj2: &adj2,
            comp: &comp,
            par: &par,
            bridge_child,
            st: &st,
            searched: self.searched,
        };
        let (a, b) = tree.best(0, v, usize::MAX);
        (self.cur.0 + a, self.cur.1 + b)
    }

    /// Lays `v-w` (removing it from the graph). Returns the undo info.
    #[inline]
    fn apply(&mut self, v: u8, w: u8) -> ((u32, u32), u32) {
        let saved = (self.cur, self.vis);
        self.adj[v as usize] &= !(1 << w);
        self.adj[w as usize] &= !(1 << v);
        self.cur.0 += 1;
        self.cur.1 += v as u32 + w as u32;
        if self.vis >> w & 1 == 0 {
            self.vis |= 1 << w;
            if self.dbl >> w & 1 == 1 {
                self.cur.0 += 1;
                self.cur.1 += 2 * w as u32;
            }
        }
        saved
    }

    #[inline]
    fn undo(&mut self, v: u8, w: u8, saved: ((u32, u32), u32)) {
        self.adj[v as usize] |= 1 << w;
        self.adj[w as usize] |= 1 << v;
        (self.cur, self.vis) = saved;
    }

    fn key(&self, v: u8, reach: u32) -> Key {
        let mut edges = [0u64; 3];
        for u in bits(reach) {
            for w in bits(self.adj[u] & ((1u32 << u) - 1)) {
                let i = edge_index(u, w);
                edges[i / 64] |= 1 << (i % 64);
            }
        }
        Key {
            edges,
            vertex: v,
            laid: self.vis & reach & self.dbl,
        }
    }

    fn dfs(&mut self, v: u8) {
        self.nodes += 1;
        if self.cur > self.best {
            self.best = self.cur;
            self.best_path.clone_from(&self.path);
            self.best_start = self.start;
            if self.best >= self.target {
                self.done = true;
                return;
            }
        }
        if self.adj[v as usize] == 0 {
            return;
        }
        // Transpositions: this state reached before from a prefix at least as good?
        if !self.path.is_empty() {
            let (_, reach) = self.bound(v);
            let key = self.key(v, reach);
            match self.memo.get_mut(&key) {
                Some(seen) if *seen >= self.cur => return,
                Some(seen) => *seen = self.cur,
                None => {
                    self.memo.insert(key, self.cur);
                }
            }
        }
        // Children with their bounds (the cheap one filters), best first.
        let mut kids = [((0u32, 0u32), 0u8); V];
        let mut n = 0;
        for w in bits(self.adj[v as usize]) {
            let w = w as u8;
            let saved = self.apply(v, w);
            if self.bound(w).0 > self.best {
                let ub = self.bridge_bound(w);
                if ub > self.best {
                    kids[n] = (ub, w);
                    n += 1;
                }
            }
            self.undo(v, w, saved);
        }
        let kids = &mut kids[..n];
        kids.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
        for &(ub, w) in kids.iter() {
            if self.done || ub <= self.best {
                break;
            }
            let saved = self.apply(v, w);
            self.path.push((v, w));
            self.dfs(w);
            self.path.pop();
            self.undo(v, w, saved);
        }
    }
}

/// Per 2-edge-connected block: edge degrees within it, odd vertices, doubles
/// not yet laid.
#[derive(Clone, Copy, Default)]
struct BlockStats {
    sumdeg: u32,
    pips: u32,
    odd: u32,
    dtiles: u32,
    dpips: u32,
}

fn mask_sum(m: u32) -> u32 {
    bits(m).map(|u| u as u32).sum()
}

/// Weight of one left-out tile in [`min_join`]: tiles first, then pips.
const BIG: u32 = 1 << 16;

/// Largest set [`min_join`] matches exactly; bigger ones get the parity bound.
const EXACT_JOIN: u32 = 10;

/// A lower bound on the tiles a trail of a block must leave out, as
/// `tiles * BIG + pips`. The left-out tiles `R` have odd degree exactly at a
/// set `T` fixed by the trail's ends, so they contain paths pairing up `T`:
/// at least a minimum perfect matching of `T` under hop distance, and their
/// pips are at least the sum of `T`. `s` is `T` (`exposed == false`) or, when
/// the trail's far end is free, a set one of whose vertices may stay
/// unmatched (`exposed == true`).
///
/// With `exposed`, a vertex of `searched` cannot be the trail's end: left
/// unmatched it must still be joined to the end elsewhere, one tile at least.
fn min_join(adj2: &[u32; V], cache: &mut DistCache, s: u32, exposed: bool, searched: u32) -> u32 {
    let n = s.count_ones();
    if n == 0 {
        return 0;
    }
    let sum = mask_sum(s);
    if n > EXACT_JOIN {
        // Parity only: every pair is at least one tile apart.
        return if exposed {
            (n - 1) / 2 * BIG + sum - (31 - s.leading_zeros())
        } else {
            n / 2 * BIG + sum
        };
    }
    // dist[a][b]: the lightest path, hops * BIG + twice its inner vertices'
    // pips (the ends' pips are counted once, below). Shortest-hop paths go
    // level by level, so one sweep per breadth-first level finds it.
    let dist = &mut cache.dist;
    for a in bits(s & !cache.done) {
        cache.done |= 1 << a;
        let row = &mut dist[a];
        row[a] = 0;
        let mut seen = 1u32 << a;
        let mut frontier = seen;
        let mut level = 0u32;
        loop {
            let mut nb = 0;
            for u in bits(frontier) {
                nb |= adj2[u];
            }
            let next = nb & !seen;
            if next == 0 {
                break;
            }
            level += 1;
            for u in bits(next) {
                let mut inner = u32::MAX;
                for p in bits(adj2[u] & frontier) {
                    let via = row[p] % BIG + if p == a { 0 } else { 2 * p as u32 };
                    inner = inner.min(via);
                }
                row[u] = level * BIG + inner;
            }
            seen |= next;
            frontier = next;
        }
    }
    fn go(dist: &[[u32; V]; V], searched: u32, s: u32, exposed: bool, acc: u32, best: &mut u32) {
        if s == 0 {
            *best = (*best).min(acc);
            return;
        }
        if acc >= *best {
            return;
        }
        let a = s.trailing_zeros() as usize;
        let rest = s & (s - 1);
        if exposed {
            let far = if searched >> a & 1 == 1 {
                BIG + a as u32
            } else {
                0
            };
            go(
                dist,
                searched,
                rest,
                false,
                acc + BIG - a as u32 + far,
                best,
            );
        }
        for b in bits(rest) {
            go(
                dist,
                searched,
                rest & !(1 << b),
                exposed,
                acc + dist[a][b],
                best,
            );
        }
    }
    // Hops in the high part; the pips (sum of s, less an exposed vertex) in
    // the low part, offset by BIG when one is exposed so nothing goes negative.
    let mut best = u32::MAX;
    go(dist, searched, s, exposed, 0, &mut best);
    if exposed {
        best + sum - BIG
    } else {
        best + sum
    }
}

/// Bound of one block: (tiles, pips) of a trail in it entering at `x` and
/// leaving at `y` (`None`: ending anywhere), doubles of the block included.
fn block_bound(
    adj2: &[u32; V],
    cache: &mut DistCache,
    b: &BlockStats,
    x: usize,
    y: Option<usize>,
    searched: u32,
) -> (u32, u32) {
    let out = match y {
        Some(y) => min_join(adj2, cache, b.odd ^ (1 << x) ^ (1 << y), false, 0),
        None => min_join(adj2, cache, b.odd ^ (1 << x), true, searched),
    };
    (
        b.sumdeg / 2 - out / BIG + b.dtiles,
        b.pips - out % BIG + b.dpips,
    )
}

/// Lightest-path rows already computed (a vertex's row stays in its block).
struct DistCache {
    dist: [[u32; V]; V],
    done: u32,
}

struct BridgeTree<'a> {
    cache: DistCache,
    adj2: &'a [u32; V],
    comp: &'a [u8; V],
    par: &'a [u8; V],
    bridge_child: u32,
    st: &'a [BlockStats; V],
    searched: u32,
}

impl BridgeTree<'_> {
    /// Best (tiles, pips) bound of a trail entering block `c` at `x`, not
    /// going back to block `from`.
    fn best(&mut self, c: usize, x: usize, from: usize) -> (u32, u32) {
        let b = &self.st[c];
        let mut best = block_bound(self.adj2, &mut self.cache, b, x, None, self.searched);
        for w in bits(self.bridge_child) {
            let p = self.par[w] as usize;
            let (cw, cp) = (self.comp[w] as usize, self.comp[p] as usize);
            // The bridge p-w, leaving c through y into block d at z.
            let (y, z, d) = if cp == c && cw != from {
                (p, w, cw)
            } else if cw == c && cp != from {
                (w, p, cp)
            } else {
                continue;
            };
            let here = block_bound(self.adj2, &mut self.cache, b, x, Some(y), 0);
            let there = self.best(d, z, c);
            let total = (here.0 + 1 + there.0, here.1 + (y + z) as u32 + there.1);
            if total > best {
                best = total;
            }
        }
        best
    }
}
