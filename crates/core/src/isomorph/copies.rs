//! A class set's copies of one puzzle, each a different puzzle: drawn
//! without replacement from the transforms the puzzle's rules allow, and
//! compared as a pupil sees them (givens, cages, block map and extra
//! regions after the move), so that two copies never differ only in the
//! colours of their cages or by a move that maps the puzzle onto itself.
//!
//! The transforms are the digit relabellings (not for a killer: a cage's
//! sum would change) times the cell moves: for a grid of boxes, the line
//! moves (rows within bands, bands, columns within stacks, stacks,
//! transposition) that map its boxes, diagonals and extra regions onto
//! themselves; for a jigsaw, the turns and mirrors of the square, its map
//! (and windows, diagonals) moved along (shuffling rows would tear its
//! regions apart). A killer's cages move along, and only moves that keep
//! every cage in one piece count; beyond 6x6 only the turns and mirrors
//! are tried for a killer (a row moved within its band almost always tears
//! a cage), so a killer has at most 7 copies there (3 where the boxes are
//! not square). A group small enough is gone through whole, so that a
//! puzzle with fewer copies than asked for gets every one it has; a larger
//! one is drawn from at random.

use std::collections::HashSet;

use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

use super::moves::{cell_symmetries, permutations};
use super::{dihedral, random_transform, Transform};
use crate::error::{Error, Result};
use crate::geometry::{Constraint, Geometry};
use crate::grid::Grid;

/// Cell moves are listed (not drawn) when at most this many line moves
/// have to be tried: every 4x4 and 6x6 grid of boxes.
const LISTED_MOVES: usize = 10_000;

/// A group of at most this many transforms (cell moves times digit
/// relabellings) is gone through whole: every 4x4, every killer (the
/// listed moves up to 6x6, the turns and mirrors beyond), jigsaws up to
/// 6x6.
const WHOLE_GROUP: usize = 20_000;

/// Draws in a row that bring no new copy before a group too large to go
/// through is taken as spent. Such a group relabels digits, and a puzzle
/// with one solution has at least n! copies in it (each cell move with at
/// most one relabelling keeps it), so this ends a draw only far past any
/// class's size.
const MISSES: usize = 256;

/// Draws for a copy whose givens stand elsewhere than on the copies before
/// (a pupil compares patterns at a glance) before any new puzzle is taken.
const SHAPE_TRIES: usize = 40;

/// One copy of a class set: its number (1-based), geometry, givens, answer
/// key and the transform that made it from the original.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct IsomorphicCopy {
    /// 1-based number of the copy, to match keys to sheets.
    pub number: usize,
    /// The copy's geometry: the original's moved along with its cells (a
    /// jigsaw's map turned or mirrored, a killer's cages moved; the same as
    /// the original's where the cells move within its own symmetries).
    pub geometry: Geometry,
    /// The transformed givens.
    pub givens: Grid,
    /// The transformed solution: the copy's answer key.
    pub solution: Grid,
    /// How the copy was made from the original.
    pub transform: Transform,
}

/// Up to `k` copies of the puzzle `givens` with `solution`, each a
/// different puzzle from the original and from every other copy (its
/// givens, cages, block map or extra regions differ after the move): each
/// relabels the digits (not a killer's) and moves the cells by a transform
/// the puzzle's rules allow (see the module's notes), drawn without
/// replacement; a transform whose result is the original or an earlier
/// copy is passed over, and so is a move that tears a cage in two. Fewer
/// than `k` only when the puzzle has no more different copies (a killer, a
/// 4x4, a symmetric puzzle): then every one it has, in a random order. A
/// grid of another size than the geometry is
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch). The same `rng`
/// state gives the same copies.
///
/// ```
/// use sheetdoku::generate::rand::SeedableRng;
/// use sheetdoku::Geometry;
/// use sheetdoku::generate::{generate, isomorphic_copies, GenerateOptions};
/// let g = Geometry::standard(9).unwrap();
/// let p = generate(&g, 1, &GenerateOptions::default()).unwrap().remove(0);
/// let mut rng = sheetdoku::generate::rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let copies = isomorphic_copies(&g, &p.givens, &p.solution, 3, &mut rng).unwrap();
/// assert_eq!(copies.len(), 3);
/// assert!(copies.iter().all(|c| c.givens != p.givens && c.transform.maps(&g, &c.geometry)));
/// ```
pub fn isomorphic_copies<R: Rng + ?Sized>(
    geometry: &Geometry,
    givens: &Grid,
    solution: &Grid,
    k: usize,
    rng: &mut R,
) -> Result<Vec<IsomorphicCopy>> {
    let n = geometry.size();
    Error::check_size(n, givens.size())?;
    Error::check_size(n, solution.size())?;
    if k == 0 {
        return Ok(Vec::new());
    }
    let group = CopyGroup::of(geometry);
    let identity = Transform::identity(n);
    let Some(original) = group.look(givens, identity.source(), identity.pi()) else {
        return Ok(Vec::new()); // a rule no puzzle can have: nothing to copy
    };
    let mut shapes = HashSet::from([original.shape()]);
    let mut seen = HashSet::from([original]);
    let picked = match group.whole() {
        Some(whole) => {
            // Every different copy in a random order, those whose givens
            // stand elsewhere (or whose map or cages differ) first.
            let mut fresh = Vec::new();
            for (source, pi) in whole {
                let Some(look) = group.look(givens, source, &pi) else {
                    continue;
                };
                if seen.insert(look.clone()) {
                    fresh.push((source.to_vec(), pi, look));
                }
            }
            fresh.shuffle(rng);
            let (new_shapes, old_shapes): (Vec<_>, Vec<_>) = fresh
                .into_iter()
                .partition(|(_, _, look)| shapes.insert(look.shape()));
            new_shapes
                .into_iter()
                .chain(old_shapes)
                .take(k)
                .map(|(source, pi, _)| (source, pi))
                .collect()
        }
        None => {
            let mut picked = Vec::with_capacity(k);
            let mut misses = 0;
            while picked.len() < k && misses < MISSES {
                // A new puzzle, whose givens stand elsewhere if a few
                // draws find one.
                let mut first_new = None;
                for _ in 0..SHAPE_TRIES {
                    let (source, pi) = group.draw(rng);
                    let look = group.look(givens, &source, &pi);
                    let Some(look) = look.filter(|look| !seen.contains(look)) else {
                        misses += 1;
                        if misses >= MISSES {
                            break;
                        }
                        continue;
                    };
                    misses = 0;
                    let new_shape = !shapes.contains(&look.shape());
                    if new_shape || first_new.is_none() {
                        first_new = Some((source, pi, look));
                    }
                    if new_shape {
                        break;
                    }
                }
                if let Some((source, pi, look)) = first_new {
                    shapes.insert(look.shape());
                    seen.insert(look);
                    picked.push((source, pi));
                }
            }
            picked
        }
    };
    Ok(picked
        .into_iter()
        .filter_map(|(source, pi)| {
            let transform = Transform::new(n, source, &pi)?;
            let moved = group.moved(transform.source())?;
            Some((transform, moved))
        })
        .enumerate()
        .map(|(i, (transform, moved))| IsomorphicCopy {
            number: i + 1,
            geometry: moved,
            givens: transform.moved(givens),
            solution: transform.moved(solution),
            transform,
        })
        .collect())
}

/// A random transform copies of a puzzle of `geometry` are made with and
/// the geometry it moves the puzzle to: a relabelling of the digits (none
/// with cages) and a cell move that keeps the boxes, diagonals and extra
/// regions, or, for a jigsaw, a turn or mirror of the square with its map
/// moved along (killer cages moved along in both).
pub fn random_copy_transform<R: Rng + ?Sized>(
    geometry: &Geometry,
    rng: &mut R,
) -> (Transform, Geometry) {
    let n = geometry.size();
    let group = CopyGroup::of(geometry);
    let (source, pi) = group.draw(rng);
    let grid = Grid::empty(n);
    group
        .look(&grid, &source, &pi)
        .and_then(|_| Transform::new(n, source, &pi))
        .and_then(|t| group.moved(t.source()).map(|moved| (t, moved)))
        .unwrap_or_else(|| (Transform::identity(n), geometry.clone()))
}

/// The transforms copies of a puzzle of one geometry are made with.
struct CopyGroup<'a> {
    geometry: &'a Geometry,
    /// The geometry without its cages: what a move keeps (a grid of
    /// boxes) or carries along (a jigsaw).
    frame: Geometry,
    /// Whether the block map and extra regions move with the cells (a
    /// jigsaw) rather than stay (boxes).
    carried: bool,
    /// Every allowed cell move, identity first, when few enough to list.
    moves: Option<Vec<Vec<usize>>>,
    /// Whether the digits may be relabelled (only where every rule is
    /// "all different": not with cages).
    relabel: bool,
}

/// A copy as a pupil sees it: the block map and extra regions (labels in
/// the order they are first met), the added rules (cages) and the givens.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Look {
    blocks: Vec<u8>,
    extra: Vec<u8>,
    rules: Vec<Constraint>,
    givens: Vec<u8>,
}

/// Where a copy's givens stand, with its map and cage outlines: what a
/// pupil sees of a neighbour's copy at a glance.
type Shape = (Vec<bool>, Vec<u8>, Vec<u8>, Vec<Vec<usize>>);

impl Look {
    fn shape(&self) -> Shape {
        (
            self.givens.iter().map(|&d| d != 0).collect(),
            self.blocks.clone(),
            self.extra.clone(),
            self.rules
                .iter()
                .map(|rule| rule.cells().to_vec())
                .collect(),
        )
    }
}

impl<'a> CopyGroup<'a> {
    fn of(geometry: &'a Geometry) -> Self {
        let frame = geometry.maps_only();
        let carried = frame.box_shape().is_none();
        // A killer's cages must stay in one piece: beyond the grids whose
        // line moves can be listed and sifted, only turns and mirrors keep
        // them so (a row moved within its band almost always tears one).
        let moves = if carried {
            Some(turns(&frame))
        } else {
            cell_symmetries(&frame, LISTED_MOVES)
                .or_else(|| (!geometry.added_constraints().is_empty()).then(|| turns(&frame)))
        };
        CopyGroup {
            geometry,
            // Only where relabelling keeps every rule (not a cage's sum).
            relabel: geometry.kept_by_relabelling(),
            frame,
            carried,
            moves,
        }
    }

    /// Every transform (cell move, relabelling), when the group is small
    /// enough to go through.
    fn whole(&self) -> Option<impl Iterator<Item = (&[usize], Vec<u8>)>> {
        let moves = self.moves.as_ref()?;
        let n = self.geometry.size();
        let relabellings = if self.relabel {
            (1..=n).try_fold(1usize, |a, b| a.checked_mul(b))?
        } else {
            1
        };
        if moves.len().checked_mul(relabellings)? > WHOLE_GROUP {
            return None;
        }
        let pis: Vec<Vec<u8>> = if self.relabel {
            permutations(n)
                .into_iter()
                .map(|p| p.into_iter().map(|d| d as u8 + 1).collect())
                .collect()
        } else {
            vec![(1..=n as u8).collect()]
        };
        Some(moves.iter().flat_map(move |source| {
            pis.clone()
                .into_iter()
                .map(move |pi| (source.as_slice(), pi))
        }))
    }

    /// A random transform of the group.
    fn draw<R: Rng + ?Sized>(&self, rng: &mut R) -> (Vec<usize>, Vec<u8>) {
        let n = self.geometry.size();
        let source = match self.moves.as_ref().and_then(|m| m.choose(rng)) {
            Some(source) => source.clone(),
            None => random_transform(&self.frame, rng).source().to_vec(),
        };
        let mut pi: Vec<u8> = (1..=n as u8).collect();
        if self.relabel {
            pi.shuffle(rng);
        }
        (source, pi)
    }

    /// The puzzle `givens` moved by `source` and `pi`, as a pupil sees it;
    /// `None` when the move makes a rule no puzzle can have (a cage torn
    /// in two).
    fn look(&self, givens: &Grid, source: &[usize], pi: &[u8]) -> Option<Look> {
        let n = self.geometry.size();
        let rules = moved_rules(self.geometry, source);
        if rules.iter().any(|rule| rule.validate(n).is_err()) {
            return None;
        }
        // Block 0 is a block, extra region 0 none.
        let carried = |map: &[u8], shift: u8| -> Vec<u8> {
            if self.carried {
                first_met(source.iter().map(|&s| map[s] + shift))
            } else {
                Vec::new()
            }
        };
        Some(Look {
            blocks: carried(self.frame.block_map(), 1),
            extra: carried(self.frame.extra_map(), 0),
            rules,
            givens: source
                .iter()
                .map(|&s| match givens.get(s) {
                    0 => 0,
                    d => pi[d as usize - 1],
                })
                .collect(),
        })
    }

    /// The copy's geometry for the cell move `source`: the frame (moved
    /// along for a jigsaw) with the cages moved.
    fn moved(&self, source: &[usize]) -> Option<Geometry> {
        let frame = if self.carried {
            moved_frame(&self.frame, source)?
        } else {
            self.frame.clone()
        };
        moved_rules(self.geometry, source)
            .into_iter()
            .try_fold(frame, |g, rule| g.with_constraint(rule).ok())
    }
}

/// The turns and mirrors of the square that carry the jigsaw `frame` to a
/// grid of the same variant (the identity first).
fn turns(frame: &Geometry) -> Vec<Vec<usize>> {
    let n = frame.size();
    let digits: Vec<u8> = (1..=n as u8).collect();
    (0..8)
        .map(|k| dihedral(n, k))
        .filter(|source| {
            let Some(moved) = moved_frame(frame, source) else {
                return false;
            };
            moved.variant() == frame.variant()
                && Transform::new(n, source.clone(), &digits).is_some_and(|t| t.maps(frame, &moved))
        })
        .collect()
}

/// The rules added to the maps (a killer's cages) moved by `source` (cell
/// `i` of the image is cell `source[i]`), each's cells sorted, in the order
/// of their cells.
fn moved_rules(geometry: &Geometry, source: &[usize]) -> Vec<Constraint> {
    let mut to = vec![0; source.len()];
    for (i, &s) in source.iter().enumerate() {
        to[s] = i;
    }
    let mut rules: Vec<Constraint> = geometry
        .added_constraints()
        .iter()
        .map(|rule| rule.moved(&to))
        .collect();
    rules.sort_by(|a, b| a.cells().cmp(b.cells()));
    rules
}

/// The labels of a map renumbered in the order they are first met, 0 (no
/// region) kept: two maps of the same regions become equal.
fn first_met(map: impl Iterator<Item = u8>) -> Vec<u8> {
    let mut names: Vec<(u8, u8)> = Vec::new();
    map.map(|label| {
        if label == 0 {
            return 0;
        }
        match names.iter().find(|(l, _)| *l == label) {
            Some(&(_, name)) => name,
            None => {
                let name = names.len() as u8 + 1;
                names.push((label, name));
                name
            }
        }
    })
    .collect()
}

/// `frame` with its cells moved by `source` (cell `i` of the result is
/// cell `source[i]` of `frame`): its block map, extra regions and
/// diagonals. `None` if the moved maps make no geometry (a region torn
/// apart).
fn moved_frame(frame: &Geometry, source: &[usize]) -> Option<Geometry> {
    let n = frame.size();
    let blocks: Vec<u32> = source
        .iter()
        .map(|&s| frame.block_of(s) as u32 + 1)
        .collect();
    let mut moved = Geometry::from_block_map(n, &blocks)
        .ok()?
        .with_diagonals(frame.variant().diagonals);
    if frame.has_extra_regions() {
        let extra: Vec<u32> = source
            .iter()
            .map(|&s| u32::from(frame.extra_map()[s]))
            .collect();
        moved = moved.with_extra_regions(&extra).ok()?;
    }
    Some(moved)
}
