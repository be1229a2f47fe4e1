//! Choosing a technique: whether it may be tried on a position's grid and
//! geometry (its size, and whether its argument holds on the geometry's
//! rules), and which function of which file finds it. The rater's loop
//! (`mod.rs`) asks here, the techniques' own files know nothing of each
//! other's names.

use super::candidates::{Board, Deductions, Tables};
use super::clash::Across;
use super::innies::Span;
use super::kinds::{Form, House};
use super::technique::Technique;
use super::{
    als, cages, chains, clash, colouring, dynamic, finned, fish, forcing, grouped, innies, locked,
    singles, split, strong, subsets, unique, wings, wwing,
};
use crate::geometry::Geometry;

/// Whether `tech` is tried on `geometry`: on its size (the searching
/// techniques stop at 12x12) and only where its argument holds
/// ([`Technique::sound_on`]).
pub(super) fn usable(tech: Technique, geometry: &Geometry) -> bool {
    tech.tried_on(geometry.size()) && tech.sound_on(geometry)
}

/// Everything this technique finds in `board` (a snapshot).
pub(super) fn find(tech: Technique, t: &Tables, board: &Board) -> Deductions {
    find_digits(tech, t, board, t.all)
}

/// [`find`], where the techniques that look at one digit at a time look
/// only at `digits` (a mask, bit `d - 1` for digit `d`).
pub(super) fn find_digits(tech: Technique, t: &Tables, board: &Board, digits: u32) -> Deductions {
    match tech {
        Technique::HiddenSingleInBlock => singles::hidden_singles(t, board, House::Block),
        Technique::HiddenSingleInLine => singles::hidden_singles(t, board, House::Line),
        Technique::DirectPointing => {
            locked::locked_candidates(t, board, House::Block, Form::Direct)
        }
        Technique::DirectClaiming => locked::locked_candidates(t, board, House::Line, Form::Direct),
        Technique::DirectHiddenPair => subsets::hidden_subsets(t, board, 2, Form::Direct),
        Technique::NakedSingle => singles::naked_singles(board),
        Technique::CageCombination => cages::cage_combinations(t, board),
        Technique::MarkPartners => super::marks::mark_partners(t, board),
        Technique::SumLimits => super::sums::sum_limits(t, board),
        Technique::RenbanRuns => super::renban::renban_runs(t, board),
        Technique::CagePointing => cages::cage_pointing(t, board),
        Technique::RuleOf45 => innies::rule_of_45(t, board, Span::One),
        Technique::RuleOf45Lines => innies::rule_of_45(t, board, Span::Several),
        Technique::CageSplitting => split::cage_splitting(t, board, Span::One),
        Technique::CageSplittingLines => split::cage_splitting(t, board, Span::Several),
        Technique::CombinationClash => clash::across_cages(t, board, Across::Clash),
        Technique::LockedDigitAcrossCages => clash::across_cages(t, board, Across::LockedDigit),
        Technique::DirectHiddenTriple => subsets::hidden_subsets(t, board, 3, Form::Direct),
        Technique::Pointing => locked::locked_candidates(t, board, House::Block, Form::Any),
        Technique::Claiming => locked::locked_candidates(t, board, House::Line, Form::Any),
        Technique::NakedPair => subsets::naked_subsets(t, board, 2),
        Technique::XWing => fish::fish(t, board, 2, digits),
        Technique::HiddenPair => subsets::hidden_subsets(t, board, 2, Form::Any),
        Technique::NakedTriple => subsets::naked_subsets(t, board, 3),
        Technique::Swordfish => fish::fish(t, board, 3, digits),
        Technique::HiddenTriple => subsets::hidden_subsets(t, board, 3, Form::Any),
        Technique::Skyscraper => {
            strong::two_strong_links(t, board, strong::Shape::Skyscraper, digits)
        }
        Technique::TwoStringKite => strong::two_strong_links(t, board, strong::Shape::Kite, digits),
        Technique::TurbotFish => strong::two_strong_links(t, board, strong::Shape::Turbot, digits),
        Technique::XYWing => wings::xy_wing(t, board),
        Technique::GroupedStrongLinks => grouped::grouped_strong_links(t, board, digits),
        Technique::WWing => wwing::w_wing(t, board),
        Technique::XYZWing => wings::xyz_wing(t, board),
        Technique::WXYZWing => wings::wing(t, board, 4),
        Technique::UniqueRectangle => unique::unique_rectangles(t, board),
        Technique::NakedQuad => subsets::naked_subsets(t, board, 4),
        Technique::Jellyfish => fish::fish(t, board, 4, digits),
        Technique::HiddenQuad => subsets::hidden_subsets(t, board, 4, Form::Any),
        Technique::ThreeStrongLinks => chains::x_chains(t, board, Some(3)),
        Technique::FinnedSwordfish => {
            finned::finned_fish(t, board, 3, Technique::Swordfish, digits)
        }
        Technique::FinnedJellyfish => {
            finned::finned_fish(t, board, 4, Technique::Jellyfish, digits)
        }
        Technique::VWXYZWing => wings::wing(t, board, 5),
        Technique::BugPlusOne => unique::bug_plus_one(t, board),
        Technique::SimpleColouring => colouring::simple_colouring(t, board, digits),
        Technique::XChain => chains::x_chains(t, board, None),
        Technique::GroupedXChain => chains::grouped_x_chains(t, board),
        Technique::Aic => chains::aics(t, board),
        Technique::GroupedAic => chains::grouped_aics(t, board),
        Technique::AlsXz => als::als_xz(t, board),
        Technique::ForcingChains => forcing::forcing_chains(t, board),
        Technique::DynamicForcingChains => dynamic::forcing_chains(t, board, 0),
        Technique::DynamicForcingChainsPlus => dynamic::forcing_chains(t, board, 1),
        Technique::NestedForcingChains => dynamic::nested_forcing_chains(t, board),
        Technique::CagePermutations => super::perms::cage_permutations(t, board),
        Technique::InniesOutiesSums => super::equations::sums_over_units(t, board),
    }
}
