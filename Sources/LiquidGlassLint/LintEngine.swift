// The rule checker lives here (see issue: liquidglass lint).
