//! Coloured cages for younger pupils: each cage filled with a light colour,
//! no two cages that share a side in the same colour. Cages that share a
//! side form a planar map, so four colours always do; they are found by a
//! search that tries the cage with the fewest colours left first, and gives
//! up on four (taking a fifth, then a sixth) only after a fixed number of
//! steps, which the maps of printed killers never come near.

use sheetdoku_core::side_neighbours;
use sheetdoku_core::Figure;

/// The fills of coloured cages: light enough that a digit in black or blue
/// reads on each, and different in grey as well as in colour.
pub(crate) const CAGE_FILLS: [u32; 6] =
    [0xFFE699, 0xBDD7EE, 0xC6E0B4, 0xF8CBAD, 0xD9C3E9, 0xB4E5E2];

/// The steps the search for a colouring with few colours may take before it
/// allows one colour more.
const STEPS: usize = 200_000;

/// How the cages of a killer are shown on a page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum CageStyle {
    /// Dashed outlines inside the cells' edges, as newspapers print them.
    #[default]
    Outlined,
    /// Dashed outlines, and each cage filled with a light colour, no two
    /// cages that share a side in the same colour (for younger pupils). The
    /// colours replace the shading of diagonals and extra regions.
    Coloured,
}

/// The colour (an index into [`CAGE_FILLS`]) of each cage of `figure`, in
/// the order of [`Figure::cages`].
pub(crate) fn cage_colours(figure: &Figure) -> Vec<usize> {
    let n = figure.size();
    let touching: Vec<Vec<usize>> = figure
        .cages()
        .iter()
        .enumerate()
        .map(|(i, cage)| {
            let mut beside: Vec<usize> = cage
                .cells
                .iter()
                .flat_map(|&c| side_neighbours(n, c))
                .filter_map(|b| figure.cell(b).cage)
                .filter(|&j| j != i)
                .collect();
            beside.sort_unstable();
            beside.dedup();
            beside
        })
        .collect();
    (4..CAGE_FILLS.len())
        .find_map(|k| colour_with(&touching, k))
        .unwrap_or_else(|| greedy(&touching))
}

/// A colouring of the map `touching` with at most `k` colours, or `None`
/// when none is found within [`STEPS`].
fn colour_with(touching: &[Vec<usize>], k: usize) -> Option<Vec<usize>> {
    let mut colour = vec![None; touching.len()];
    let mut steps = 0;
    search(touching, k, &mut colour, &mut steps).then(|| {
        colour
            .into_iter()
            .map(|c: Option<usize>| c.unwrap_or(0))
            .collect()
    })
}

/// Colours the cages left uncoloured, the one with the fewest colours
/// still free first; false when that is impossible or the steps run out.
fn search(
    touching: &[Vec<usize>],
    k: usize,
    colour: &mut [Option<usize>],
    steps: &mut usize,
) -> bool {
    let free = |i: usize, colour: &[Option<usize>]| {
        let mut taken = vec![false; k];
        for &j in &touching[i] {
            if let Some(c) = colour[j] {
                taken[c] = true;
            }
        }
        (0..k).filter(move |&c| !taken[c])
    };
    let next = (0..touching.len())
        .filter(|&i| colour[i].is_none())
        .min_by_key(|&i| (free(i, colour).count(), usize::MAX - touching[i].len()));
    let Some(i) = next else {
        return true;
    };
    let choices: Vec<usize> = free(i, colour).collect();
    for c in choices {
        *steps += 1;
        if *steps > STEPS {
            return false;
        }
        colour[i] = Some(c);
        if search(touching, k, colour, steps) {
            return true;
        }
        colour[i] = None;
    }
    false
}

/// The first free colour for each cage in turn (cycling when a cage
/// touches cages of every colour): the last resort, never reached on
/// printed maps.
fn greedy(touching: &[Vec<usize>]) -> Vec<usize> {
    let mut colour: Vec<usize> = Vec::with_capacity(touching.len());
    for (i, beside) in touching.iter().enumerate() {
        let taken: Vec<usize> = beside
            .iter()
            .filter(|&&j| j < i)
            .map(|&j| colour[j])
            .collect();
        let c = (0..CAGE_FILLS.len())
            .find(|c| !taken.contains(c))
            .unwrap_or(i % CAGE_FILLS.len());
        colour.push(c);
    }
    colour
}

#[cfg(test)]
mod tests {
    use super::*;
    use sheetdoku_core::{generate_killer, Geometry, KillerOptions};

    /// Cages that share a side never share a colour, and four colours do,
    /// on generated killers of every size a teacher prints.
    #[test]
    fn touching_cages_differ_and_four_colours_do() {
        for (size, seed) in [(4, 1), (6, 2), (9, 3), (9, 4), (9, 5)] {
            let options = KillerOptions::default().with_seed(seed);
            let base = Geometry::standard(size).unwrap();
            let killer = generate_killer(&base, &options).unwrap();
            let g = &killer.geometry;
            let colours = cage_colours(&Figure::of(g));
            let cages: Vec<_> = g.cages().map(|(_, c)| c.cells.clone()).collect();
            assert_eq!(colours.len(), cages.len());
            assert!(colours.iter().all(|&c| c < 4), "{size}x{size} seed {seed}");
            let n = g.size();
            for (i, a) in cages.iter().enumerate() {
                for (j, b) in cages.iter().enumerate().skip(i + 1) {
                    let touch = a
                        .iter()
                        .any(|&c| side_neighbours(n, c).any(|x| b.contains(&x)));
                    if touch {
                        assert_ne!(colours[i], colours[j], "cages {i} and {j} touch");
                    }
                }
            }
        }
    }

    /// A map no four colours can do: five cages each touching the others
    /// (impossible on a grid, so built as a bare map) takes five.
    #[test]
    fn a_map_needing_five_colours_gets_five() {
        let touching: Vec<Vec<usize>> = (0..5)
            .map(|i| (0..5).filter(|&j| j != i).collect())
            .collect();
        assert!(colour_with(&touching, 4).is_none());
        let five = colour_with(&touching, 5).unwrap();
        let mut sorted = five.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3, 4]);
    }
}
