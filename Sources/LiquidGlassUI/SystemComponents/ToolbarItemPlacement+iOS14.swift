extension ToolbarItemPlacement {
    /// iOS 14's name of ``topBarLeading`` (deprecated in iOS 17): the leading end of the navigation bar.
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// iOS 14's name of ``topBarTrailing`` (deprecated in iOS 17): the trailing end of the navigation bar.
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
}
