//! The kernel's state and its propagation. A digit's cells are three
//! 27-bit masks, one a band of three rows (bit `9 * r + c` is row `r` of
//! the band, column `c`); the decided cells are three more. Everything a
//! placement, a single or a box-line interaction needs is a few word
//! operations on one band, or on the three masks of one column.
//!
//! Box-line interactions within a band come from one table: in a band a
//! digit lies in exactly three of its nine mini-rows (a row's three cells
//! in one box), one in each row and one in each box, so the mini-rows it
//! can use are the union of the six such patterns that fit the mini-rows
//! where it is still possible. Looking that up for the 9-bit pattern of
//! where it is possible strikes pointing and claiming candidates (and
//! finds a band where the digit has no place) in one step.

/// A band's 27 cells.
const BAND: u32 = (1 << 27) - 1;

/// Row `r` of a band (`r` in 0..3).
const ROW: [u32; 3] = [0x1ff, 0x1ff << 9, 0x1ff << 18];

/// Box `k` of a band (`k` in 0..3).
const BOX: [u32; 3] = [0x7 * 0x40201, 0x38 * 0x40201, 0x1c0 * 0x40201];

/// Column `c` of a band: its three cells.
const COLUMN: [u32; 9] = {
    let mut t = [0u32; 9];
    let mut c = 0;
    while c < 9 {
        t[c] = 0x40201 << c;
        c += 1;
    }
    t
};

/// For each cell of a band (bit `i`), the other cells of its row and box
/// in the band.
const PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (r, k) = (i / 9, i % 9 / 3);
        t[i] = (ROW[r] | BOX[k]) & !(1 << i);
        i += 1;
    }
    t
};

/// For the 9 cells of a row, the 3-bit pattern of its mini-rows that
/// hold one of them.
const MINIS: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        t[x] = ((x & 7 != 0) as u8) | ((x & 0x38 != 0) as u8) << 1 | ((x & 0x1c0 != 0) as u8) << 2;
        x += 1;
    }
    t
};

/// For a 9-bit pattern of three-by-three slots (bit `3 * r + k`), those
/// that lie in some pattern of three within it taking one slot of each
/// `r` and of each `k`: the mini-rows of a band (row, box) or the
/// mini-columns of a stack (band, column) a digit can still use.
const FIT9: [u16; 512] = {
    let mut t = [0u16; 512];
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut x = 0;
    while x < 512 {
        let mut p = 0;
        while p < 6 {
            let slots = 1 << perms[p][0] | 1 << (3 + perms[p][1]) | 1 << (6 + perms[p][2]);
            if x & slots == slots {
                t[x] |= slots as u16;
            }
            p += 1;
        }
        x += 1;
    }
    t
};

/// For a 9-bit pattern of mini-rows (bit `3 * r + k`: row `r`, box `k`),
/// the cells of the mini-rows in some pattern of three within it that
/// takes one mini-row of each row and of each box; 0 when there is none.
const FIT: [u32; 512] = {
    let mut t = [0u32; 512];
    // The six patterns: row r in box PERM[p][r].
    let perms = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut x = 0;
    while x < 512 {
        let mut p = 0;
        while p < 6 {
            let minis = 1 << perms[p][0] | 1 << (3 + perms[p][1]) | 1 << (6 + perms[p][2]);
            if x & minis == minis {
                let mut r = 0;
                while r < 3 {
                    let k = perms[p][r];
                    t[x] |= 0x7 << (9 * r + 3 * k);
                    r += 1;
                }
            }
            p += 1;
        }
        x += 1;
    }
    t
};

/// What the search copies on a guess: for each digit and band the cells
/// where the digit is still possible, and each band's decided cells (a
/// decided cell stays in its digit's mask and in no other).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct State {
    pub(super) cand: [[u32; 3]; 9],
    pub(super) solved: [u32; 3],
}

impl State {
    /// Every digit possible everywhere, nothing decided.
    pub(super) const FRESH: State = State {
        cand: [[BAND; 3]; 9],
        solved: [0; 3],
    };

    /// Whether every cell is decided.
    #[inline]
    pub(super) fn complete(&self) -> bool {
        self.solved == [BAND; 3]
    }

    /// Decides bit `i` of band `b` as digit `d`: the cell leaves every
    /// other digit, its row, box and column leave `d`. False when the
    /// cell no longer allows `d` (decided otherwise, or struck out); a
    /// cell decided as `d` already is left as it is.
    #[inline]
    pub(super) fn place(&mut self, b: usize, i: usize, d: usize) -> bool {
        let bit = 1u32 << i;
        if self.cand[d][b] & bit == 0 {
            return false;
        }
        if self.solved[b] & bit != 0 {
            return true;
        }
        self.solved[b] |= bit;
        for m in self.cand.iter_mut() {
            m[b] &= !bit;
        }
        let col = COLUMN[i % 9];
        let m = &mut self.cand[d];
        m[b] = (m[b] & !PEERS[i]) | bit;
        m[(b + 1) % 3] &= !col;
        m[(b + 2) % 3] &= !col;
        true
    }

    /// Propagates to a fixpoint: naked singles, hidden singles in rows,
    /// boxes and columns, and each digit's mini-row patterns in each band.
    /// `seen` holds the masks at which a digit and band were last looked
    /// at (a parent's settled state, or zeros for a state nothing has
    /// looked at); only those that changed since are looked at again.
    /// False on a contradiction.
    pub(super) fn settle(&mut self, seen: &[[u32; 3]; 9]) -> bool {
        let mut seen = *seen;
        loop {
            if !self.naked_singles() {
                return false;
            }
            // What changed since the last look (bit `3 * d + b`), and the
            // digits with a change, found without a branch.
            let (mut changed, mut digits) = (0u32, 0u32);
            for (d, (m, seen)) in self.cand.iter().zip(&seen).enumerate() {
                let bits = (m[0] != seen[0]) as u32
                    | ((m[1] != seen[1]) as u32) << 1
                    | ((m[2] != seen[2]) as u32) << 2;
                changed |= bits << (3 * d);
                digits |= ((bits != 0) as u32) << d;
            }
            if changed == 0 || self.complete() {
                return true;
            }
            while changed != 0 {
                let k = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                let (d, b) = (k / 3, k % 3);
                if !self.band(d, b) {
                    return false;
                }
                seen[d][b] = self.cand[d][b];
            }
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                if !self.columns(d) {
                    return false;
                }
            }
        }
    }

    /// Naked singles in every band: false when a cell has no candidate
    /// left or a single cannot be placed.
    #[inline]
    fn naked_singles(&mut self) -> bool {
        for b in 0..3 {
            loop {
                let (mut once, mut twice) = (0u32, 0u32);
                for m in &self.cand {
                    twice |= once & m[b];
                    once |= m[b];
                }
                if once != BAND {
                    return false;
                }
                let mut single = once & !twice & !self.solved[b];
                if single == 0 {
                    break;
                }
                while single != 0 {
                    let i = single.trailing_zeros() as usize;
                    single &= single - 1;
                    // Its digit, without a branch a digit.
                    let holders = self
                        .cand
                        .iter()
                        .enumerate()
                        .fold(0u32, |acc, (d, m)| acc | (m[b] >> i & 1) << d);
                    if holders == 0 {
                        // An earlier single of this pass took its last
                        // candidate.
                        return false;
                    }
                    let d = holders.trailing_zeros() as usize;
                    if !self.place(b, i, d) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Digit `d` in band `b`: its mini-row patterns, then hidden singles
    /// in the band's rows and boxes. False on a contradiction.
    #[inline]
    fn band(&mut self, d: usize, b: usize) -> bool {
        let x = self.cand[d][b];
        let minis = MINIS[(x & 0x1ff) as usize] as usize
            | (MINIS[(x >> 9 & 0x1ff) as usize] as usize) << 3
            | (MINIS[(x >> 18) as usize] as usize) << 6;
        let x = x & FIT[minis];
        if x == 0 {
            return false;
        }
        self.cand[d][b] = x;
        let open = x & !self.solved[b];
        // The rows and boxes holding one cell of the digit, without a
        // branch: each unit's cells when there is one, else nothing.
        let one = |unit: u32| {
            let u = x & unit;
            u & ((u & u.wrapping_sub(1) == 0) as u32).wrapping_neg()
        };
        let mut singles =
            (one(ROW[0]) | one(ROW[1]) | one(ROW[2]) | one(BOX[0]) | one(BOX[1]) | one(BOX[2]))
                & open;
        while singles != 0 {
            let i = singles.trailing_zeros() as usize;
            singles &= singles - 1;
            if !self.place(b, i, d) {
                return false;
            }
        }
        true
    }

    /// Hidden singles of digit `d` in the columns: false when a column
    /// has no place for it, or a single cannot be placed.
    #[inline]
    fn columns(&mut self, d: usize) -> bool {
        let (mut once, mut twice, mut done) = (0u32, 0u32, 0u32);
        for b in 0..3 {
            let x = self.cand[d][b];
            // The band's columns holding the digit once or more, twice
            // or more.
            let (r0, r1, r2) = (x & 0x1ff, x >> 9 & 0x1ff, x >> 18);
            let (o, t) = (r0 | r1 | r2, (r0 & r1) | (r2 & (r0 | r1)));
            twice |= t | (once & o);
            once |= o;
            let s = x & self.solved[b];
            done |= (s | s >> 9 | s >> 18) & 0x1ff;
        }
        if once != 0x1ff {
            return false;
        }
        let mut single = once & !twice & !done;
        while single != 0 {
            let c = single.trailing_zeros() as usize;
            single &= single - 1;
            let Some(b) = (0..3).find(|&b| self.cand[d][b] & COLUMN[c] != 0) else {
                return false;
            };
            let i = (self.cand[d][b] & COLUMN[c]).trailing_zeros() as usize;
            if !self.place(b, i, d) {
                return false;
            }
        }
        true
    }

    /// Box-column interactions: in each stack (three columns of boxes) a
    /// digit lies in exactly one mini-column (a column's three cells in
    /// one band) of each band and of each column; the mini-columns outside
    /// every such pattern within those still possible lose the digit.
    /// False when a digit has no pattern left in some stack; `changed`
    /// tells whether a candidate went.
    pub(super) fn stacks(&mut self, changed: &mut bool) -> bool {
        for m in self.cand.iter_mut() {
            // The columns of each band holding the digit.
            let f = m.map(|x| ((x | x >> 9 | x >> 18) & 0x1ff) as usize);
            // The columns of each band it leaves, by stack.
            let mut gone = [0u32; 3];
            for s in 0..3 {
                let present =
                    (f[0] >> (3 * s) & 7) | (f[1] >> (3 * s) & 7) << 3 | (f[2] >> (3 * s) & 7) << 6;
                let fit = FIT9[present] as usize;
                if fit == 0 {
                    return false;
                }
                let lost = present & !fit;
                for (b, g) in gone.iter_mut().enumerate() {
                    *g |= ((lost >> (3 * b) & 7) << (3 * s)) as u32;
                }
            }
            for (x, g) in m.iter_mut().zip(gone) {
                *changed |= g != 0;
                *x &= !(g * 0x40201);
            }
        }
        true
    }

    /// The open cells with exactly two candidates, and failing that those
    /// with the fewest, band by band (an empty set for a complete state).
    pub(super) fn fewest(&self) -> [u32; 3] {
        let mut best = [0u32; 3];
        let mut best_count = u32::MAX;
        for b in 0..3 {
            let open = !self.solved[b] & BAND;
            // Bit-sliced counts of each cell's candidates (up to 9).
            let mut planes = [0u32; 4];
            for m in &self.cand {
                let mut carry = m[b] & open;
                for p in planes.iter_mut() {
                    let next = *p & carry;
                    *p ^= carry;
                    carry = next;
                }
            }
            for k in 2..=best_count.min(9) {
                let with = planes.iter().enumerate().fold(open, |acc, (j, p)| {
                    if k >> j & 1 != 0 {
                        acc & p
                    } else {
                        acc & !p
                    }
                });
                if with != 0 {
                    if k < best_count {
                        best = [0; 3];
                        best_count = k;
                    }
                    best[b] = with;
                    break;
                }
            }
            if best_count == 2 {
                break;
            }
        }
        best
    }
}
