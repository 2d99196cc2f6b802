import LiquidGlassUIKit

/// The seed's chapter 13 (UIKit glass), sections 13.1 to 13.5 as written there, with its API errors
/// corrected to the SDK's names (api-ground-truth.md): 13.3's `UIViewCornerConfiguration(corners:cornerRadius:)` is
/// `UICornerConfiguration.uniformCorners(radius:)`, and its `.containerRelative` is
/// `UICornerRadius.containerConcentric()`. The frames are the seed's.
final class SeedChapter13View: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let view = self

        // 13.1 UIGlassEffect — basic application
        if #available(iOS 26.0, *) {
            let glassEffect = UIGlassEffect()
            let effectView = UIVisualEffectView(effect: glassEffect)
            effectView.frame = CGRect(x: 20, y: 100, width: 200, height: 50)
            effectView.accessibilityIdentifier = "13.1"
            let label = UILabel()
            label.text = "Glass Label"
            label.textAlignment = .center
            label.frame = effectView.contentView.bounds
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            effectView.contentView.addSubview(label)
            view.addSubview(effectView)
        }

        // 13.2 UIGlassEffect — all properties (the seed adds it without a frame; here it gets one beside 13.1)
        if #available(iOS 26.0, *) {
            let glass = UIGlassEffect()
            glass.tintColor = UIColor.systemBlue.withAlphaComponent(0.5)
            glass.isInteractive = true
            let effectView = UIVisualEffectView(effect: glass)
            effectView.frame = CGRect(x: 240, y: 100, width: 140, height: 50)
            effectView.accessibilityIdentifier = "13.2"
            view.addSubview(effectView)
        }

        // 13.3 Shape / corner configuration
        if #available(iOS 26.0, *) {
            let effectView = UIVisualEffectView(effect: UIGlassEffect())
            effectView.frame = CGRect(x: 20, y: 200, width: 240, height: 56)
            effectView.cornerConfiguration = .uniformCorners(radius: 28)
            effectView.accessibilityIdentifier = "13.3"
            view.addSubview(effectView)
        }

        // 13.4 Animating glass in: the effect set inside an animation (materialize). The seed gives it no frame;
        // here it has one, under 13.3. A still shows the settled state: the glass.
        if #available(iOS 26.0, *) {
            let effectView = UIVisualEffectView()
            effectView.frame = CGRect(x: 280, y: 200, width: 100, height: 56)
            effectView.cornerConfiguration = .capsule()
            effectView.accessibilityIdentifier = "13.4"
            view.addSubview(effectView)
            UIView.animate(withDuration: 0.4) {
                effectView.effect = UIGlassEffect()
            }
        }

        // 13.5 UIGlassContainerEffect — multiple glass elements
        if #available(iOS 26.0, *) {
            let containerEffect = UIGlassContainerEffect()
            containerEffect.spacing = 12
            let containerView = UIVisualEffectView(effect: containerEffect)
            containerView.frame = CGRect(x: 20, y: 300, width: 320, height: 72)
            view.addSubview(containerView)

            let glass1 = UIVisualEffectView(effect: UIGlassEffect())
            glass1.frame = CGRect(x: 8, y: 14, width: 140, height: 44)
            glass1.cornerConfiguration = .uniformCorners(radius: 22)
            glass1.accessibilityIdentifier = "13.5a"
            containerView.contentView.addSubview(glass1)

            let glass2 = UIVisualEffectView(effect: UIGlassEffect())
            glass2.frame = CGRect(x: 160, y: 14, width: 140, height: 44)
            glass2.cornerConfiguration = .uniformCorners(radius: 22)
            glass2.accessibilityIdentifier = "13.5b"
            containerView.contentView.addSubview(glass2)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
