enum E {
.glassEffect()
}
