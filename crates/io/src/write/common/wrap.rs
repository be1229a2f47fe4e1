//! How many lines a text wraps to in a cell, estimated from its letters'
//! widths (the rules under a worksheet's grids take the largest print
//! whose lines fit their row).

/// The width in pixels of `c` in `font`-point print, generously counted
/// (DejaVu Sans: Cyrillic letters and capitals are wider than Latin
/// lower case).
fn char_px(c: char, font: f64) -> f64 {
    let em = font * 96.0 / 72.0;
    em * match c {
        ' ' => 0.32,
        'А'..='я' | 'ё' | 'Ё' => 0.68,
        c if c.is_uppercase() => 0.72,
        'i' | 'l' | 'j' | 'f' | 't' | 'r' | '.' | ',' | ';' | ':' => 0.42,
        _ => 0.62,
    }
}

/// The lines `text` wraps to at spaces in `width` pixels of `font`-point
/// print, as Calc wraps it: a word that does not fit the line goes to the
/// next.
pub(crate) fn wrapped_lines(text: &str, width: f64, font: f64) -> usize {
    let word_px = |w: &str| w.chars().map(|c| char_px(c, font)).sum::<f64>();
    let space = char_px(' ', font);
    // A tenth to spare: Calc's line holds a little less than the letters'
    // widths say (a Croatian legend wrapped to three lines where two were
    // counted).
    let width = width * 0.9;
    let (mut lines, mut used) = (1, 0.0);
    for word in text.split_whitespace() {
        let w = word_px(word);
        if used > 0.0 && used + space + w > width {
            lines += 1;
            used = w;
        } else {
            used += if used > 0.0 { space + w } else { w };
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyrillic_wraps_to_more_lines_than_latin_of_as_many_letters() {
        let latin = "abcdefgh ".repeat(12);
        let cyrillic = "абвгдежз ".repeat(12);
        let (l, c) = (
            wrapped_lines(&latin, 190.0, 8.0),
            wrapped_lines(&cyrillic, 190.0, 8.0),
        );
        assert!(c > l, "{c} {l}");
    }

    #[test]
    fn a_word_that_does_not_fit_goes_to_the_next_line() {
        assert_eq!(wrapped_lines("one", 100.0, 8.0), 1);
        // Two words each more than half the width: two lines.
        let word = "x".repeat(8);
        assert_eq!(wrapped_lines(&format!("{word} {word}"), 70.0, 8.0), 2);
        assert_eq!(wrapped_lines(&format!("{word} {word}"), 200.0, 8.0), 1);
    }
}
