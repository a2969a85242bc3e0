import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium transition-[color,background-color,box-shadow,transform] focus-visible:outline-2 disabled:pointer-events-none disabled:opacity-45 active:scale-[0.98] [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-sumi text-washi hover:bg-sumi/90 shadow-soft",
        mood: "bg-mood text-mood-ink hover:bg-mood-deep shadow-soft",
        brand: "bg-brand text-white hover:bg-brand-deep shadow-soft",
        outline: "border border-line bg-white/70 hover:bg-white text-sumi backdrop-blur",
        ghost: "hover:bg-sumi/5 text-sumi",
        glass: "bg-white/15 text-white hover:bg-white/25 border border-white/30 backdrop-blur-md",
        link: "text-mood underline-offset-4 hover:underline rounded-none",
        destructive: "bg-red-600 text-white hover:bg-red-700",
      },
      size: {
        default: "h-11 px-5",
        sm: "h-9 px-4 text-[13px]",
        lg: "h-13 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} type={asChild ? undefined : (type ?? "button")} {...props} />;
}

export { buttonVariants };
